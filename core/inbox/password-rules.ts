/** Shared by the forms (minlength) and the server (the check that counts). */
export const MIN_PASSWORD_LENGTH = 12;
/** Bounds the hashing work one request can ask for. */
export const MAX_PASSWORD_LENGTH = 1024;

/** The attributes of every field where a person chooses a password. */
export const newPasswordInput = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: MAX_PASSWORD_LENGTH,
} as const;
