import { useId } from "react";
import { Form } from "react-router";
import { account } from "~/content/inbox-account";
import { Field } from "../Field";
import { primaryButton } from "../styles";
import type { CeremonyResult } from "./passkey-client";
import { PasskeyButton } from "./PasskeyButton";

/**
 * Asks for the password, or one of the person's passkeys, before a passkey may be added: a
 * session's cookie alone (a browser left open, a stolen cookie) must not plant a lasting way in.
 */
export function ConfirmIdentity({
  email,
  error,
  withPasskey,
  onPasskey,
}: {
  email: string;
  error?: string | null;
  /** The person has a passkey to confirm with. */
  withPasskey: boolean;
  onPasskey: (result: CeremonyResult) => void;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-warning-200 bg-warning-50/70 p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold text-ink-900">
        {account.confirm.heading}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{account.confirm.intro}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <div className="min-w-0 flex-1 basis-56">
          <Field
            label={account.confirm.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={error}
          />
        </div>
        <button type="submit" className={`${primaryButton} w-full sm:mt-6 sm:w-auto`}>
          {account.confirm.submit}
        </button>
      </Form>
      {withPasskey ? (
        <div className="mt-3 sm:max-w-xs">
          <PasskeyButton
            label={account.confirm.withPasskey}
            working={account.passkeys.adding}
            needsScript={account.passkeys.needsScript}
            endpoint="/inbox/passkeys/confirm"
            kind="authenticate"
            onDone={onPasskey}
          />
        </div>
      ) : null}
    </div>
  );
}
