import { useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { inboxTitle } from "~/content/inbox";
import { account } from "~/content/inbox-account";
import { newPasswordInput } from "../../../core/inbox/password-rules";
import { ConfirmIdentity } from "~/inbox/auth/ConfirmIdentity";
import { CalendarFeedSection } from "~/inbox/calendar/CalendarFeedSection";
import type { CeremonyResult } from "~/inbox/auth/passkey-client";
import { PasskeyButton } from "~/inbox/auth/PasskeyButton";
import { Field } from "~/inbox/Field";
import { Notice } from "~/inbox/Notice";
import { PageHeading } from "~/inbox/PageHeading";
import {
  dangerButton,
  panel,
  panelHeading,
  primaryButton,
  secondaryButton,
  typedText,
} from "~/inbox/styles";
import { Time } from "~/inbox/Time";
import type { Route } from "./+types/account";

export { action, loader } from "./account.server";
export { actionHeaders as headers } from "~/inbox/action-headers";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(account.title) },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * A ceremony's outcome, shown until a form's answer replaces it: the ceremony's reload clears the
 * answer it came after, a form posted later brings a new one.
 */
type CeremonyNotice = { notice?: string; error?: string; after: unknown };

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, passkeys, sessions, confirmed, verifiedForMinutes, feed, now } = loaderData;
  const revalidator = useRevalidator();
  const [ceremony, setCeremony] = useState<CeremonyNotice | null>(null);
  const passkeyName = useRef<HTMLInputElement>(null);
  const fromCeremony = actionData === undefined || ceremony?.after === actionData ? ceremony : null;
  const notice = fromCeremony
    ? fromCeremony.notice
    : actionData && "done" in actionData
      ? actionData.done
      : null;
  const error = fromCeremony
    ? fromCeremony.error
    : actionData && "error" in actionData
      ? actionData.error
      : null;
  /** Shows how a passkey ceremony ended, and reloads: the list, or whether a confirmation is due. */
  const ceremonyDone = (result: CeremonyResult, success: string, failure: string) => {
    setCeremony(
      result.ok
        ? { notice: success, after: actionData }
        : { error: result.error ?? failure, after: actionData },
    );
    void revalidator.revalidate();
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeading title={account.heading} intro={`${account.email} ${email}`} />
      <Notice message={notice} />
      <Notice message={error} tone="error" />

      <section aria-labelledby="passkeys-heading" className={`${panel} p-5 sm:p-6`}>
        <h2 id="passkeys-heading" className={panelHeading}>
          {account.passkeys.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{account.passkeys.intro}</p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-sm text-ink-600">{account.passkeys.none}</p>
        ) : (
          <ul className="mt-4 divide-y divide-surface-100 rounded-lg border border-surface-200">
            {passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className={`text-sm font-semibold text-ink-900 ${typedText}`}>
                    {passkey.name}
                  </p>
                  <p className="text-xs text-ink-600">
                    {account.passkeys.created} <Time iso={passkey.created_at} now={now} /> ·{" "}
                    {account.passkeys.lastUsed}{" "}
                    {passkey.last_used_at ? (
                      <Time iso={passkey.last_used_at} now={now} />
                    ) : (
                      account.passkeys.never
                    )}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <button
                    type="submit"
                    className={secondaryButton}
                    aria-label={`${account.passkeys.remove} ${passkey.name}`}
                  >
                    {account.passkeys.remove}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {confirmed ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <div>
              <label htmlFor="passkey-name" className="block text-sm font-medium text-ink-800">
                {account.passkeys.name}
              </label>
              <input
                id="passkey-name"
                ref={passkeyName}
                maxLength={60}
                placeholder={account.passkeys.namePlaceholder}
                className="mt-1 block min-h-10 w-full rounded-lg border border-surface-300 px-3 py-2 text-sm shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40"
              />
            </div>
            <PasskeyButton
              label={account.passkeys.add}
              working={account.passkeys.adding}
              needsScript={account.passkeys.needsScript}
              endpoint="/inbox/passkeys/register"
              kind="register"
              extra={() => ({ name: passkeyName.current?.value ?? "" })}
              onDone={(result) =>
                ceremonyDone(result, account.passkeys.added, account.passkeys.failed)
              }
            />
          </div>
        ) : (
          <ConfirmIdentity
            email={email}
            error={actionData && "confirmError" in actionData ? actionData.confirmError : null}
            withPasskey={passkeys.length > 0}
            onPasskey={(result) =>
              ceremonyDone(
                result,
                account.confirm.confirmed(verifiedForMinutes),
                account.confirm.passkeyFailed,
              )
            }
          />
        )}
      </section>

      <CalendarFeedSection
        feed={feed}
        issuedUrl={(actionData && "feedUrl" in actionData && actionData.feedUrl) || null}
        confirmed={confirmed}
        now={now}
      />

      <section aria-labelledby="password-heading" className={`${panel} p-5 sm:p-6`}>
        <h2 id="password-heading" className={panelHeading}>
          {account.password.heading}
        </h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="change-password" />
          <input type="hidden" name="username" value={email} autoComplete="username" />
          <Field
            label={account.password.current}
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
          <Field
            label={account.password.next}
            name="next"
            error={actionData && "passwordError" in actionData ? actionData.passwordError : null}
            {...newPasswordInput}
          />
          <Field label={account.password.confirm} name="confirm" {...newPasswordInput} />
          <button type="submit" className={primaryButton}>
            {account.password.submit}
          </button>
        </Form>
      </section>

      <section aria-labelledby="sessions-heading" className={`${panel} p-5 sm:p-6`}>
        <h2 id="sessions-heading" className={panelHeading}>
          {account.sessions.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{account.sessions.count(sessions)}</p>
        <Form method="post" action="/inbox/sign-out" className="mt-4">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className={dangerButton} aria-describedby="everywhere-hint">
            {account.sessions.everywhere}
          </button>
          <p id="everywhere-hint" className="mt-2 text-xs text-ink-600">
            {account.sessions.everywhereHint}
          </p>
        </Form>
      </section>
    </div>
  );
}
