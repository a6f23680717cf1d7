/**
 * The staff's words for signing in to the inbox, the one-time welcome link and the account page.
 */
import { MIN_PASSWORD_LENGTH } from "../../core/inbox/password-rules";
import { brand } from "../../core/content/site";
import { signInRefusals } from "../../core/content/sign-in-refusals";

export const signIn = {
  title: "Sign in",
  heading: "Sign in to the inbox",
  intro: `The leads of ${brand.name}, for its staff.`,
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  or: "or",
  passkey: "Sign in with a passkey",
  passkeyNeedsScript: "Passkeys need JavaScript.",
  passkeyWorking: "Waiting for your passkey…",
  wrong: "That e-mail and password do not match an account.",
  passkeyFailed: "That passkey was not accepted. Try again, or sign in with your password.",
  ...signInRefusals,
  noAccount:
    "No account? Whoever runs this server creates one with npm run inquiries -- staff add EMAIL.",
  signedOut: "You are signed out.",
};

export const welcome = {
  title: "Set your password",
  heading: "Set your password",
  intro: (email: string) => `Choose a password for ${email}. You sign in with it from now on.`,
  recoveryHeading: "Set a new password",
  recoveryIntro: (email: string) =>
    `Choose a new password for ${email}. This link has removed your passkeys, and setting the password signs out every browser signed in to your account. Add your passkeys again on the Account page afterwards.`,
  password: "New password",
  confirm: "The same password again",
  hint: `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`,
  submit: "Set password and sign in",
  invalidHeading: "This link does not work any more",
  invalid:
    "It has been used, has expired (links last 30 minutes), or a newer one replaced it. Ask whoever runs this server for a new link: npm run inquiries -- staff add EMAIL.",
};

export const passwordErrors = {
  "too-short": `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  "too-long": "That password is too long.",
  mismatch: "The two passwords differ.",
  wrong: "Your current password is not right.",
  link: welcome.invalid,
} as const;

export const account = {
  title: "Account",
  heading: "Your account",
  email: "Signed in as",
  password: {
    heading: "Change your password",
    current: "Current password",
    next: "New password",
    confirm: "The new password again",
    submit: "Change password",
    changed: "Password changed. Every other browser has been signed out.",
  },
  passkeys: {
    heading: "Passkeys",
    intro:
      "Sign in with your fingerprint, face or device PIN instead of a password. Passkeys cannot be phished.",
    name: "Name of this passkey",
    namePlaceholder: "Work laptop",
    defaultName: "Passkey",
    add: "Add a passkey",
    adding: "Follow your browser's prompt…",
    added: "Passkey added. You can sign in with it alone.",
    failed: "The passkey was not added. Try again.",
    needsScript: "Adding a passkey needs JavaScript.",
    none: "No passkeys yet.",
    created: "Added",
    lastUsed: "Last used",
    never: "Never",
    remove: "Remove",
    removed: "Passkey removed. Browsers that signed in with it are signed out.",
  },
  confirm: {
    heading: "Confirm it’s you to add a passkey",
    intro:
      "Enter your password, or use a passkey you already have. Then nobody who finds this browser signed in can add a passkey of their own.",
    password: "Your password",
    submit: "Confirm",
    withPasskey: "Confirm with a passkey",
    confirmed: (minutes: number) =>
      `Confirmed. You can add a passkey in the next ${minutes} minutes.`,
    wrong: "That is not your password.",
    passkeyFailed: "That passkey was not accepted. Try again, or enter your password.",
    first: (minutes: number) =>
      `Confirm it’s you first: adding a passkey needs your password or a passkey from the last ${minutes} minutes.`,
  },
  sessions: {
    heading: "Sessions",
    count: (n: number) =>
      n === 1
        ? "You are signed in on this browser only."
        : `You are signed in on ${n} browsers, this one included.`,
    everywhere: "Sign out everywhere",
    everywhereHint:
      "Ends every session, this one too. Use it if a device was lost, and remove any passkey you do not recognise.",
  },
};
