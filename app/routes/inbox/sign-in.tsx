import { Form, useNavigate, useNavigation } from "react-router";
import { useState } from "react";
import { inboxTitle } from "~/content/inbox";
import { signIn } from "~/content/inbox-account";
import { AuthCard } from "~/inbox/auth/AuthCard";
import { PasskeyButton } from "~/inbox/auth/PasskeyButton";
import { Field } from "~/inbox/Field";
import { Notice } from "~/inbox/Notice";
import { primaryButton } from "~/inbox/styles";
import type { Route } from "./+types/sign-in";

export { action, loader } from "./sign-in.server";
export { actionHeaders as headers } from "~/inbox/action-headers";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(signIn.title) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const error = passkeyError ?? actionData?.error ?? null;
  return (
    <AuthCard heading={signIn.heading} intro={signIn.intro}>
      <Notice message={error} tone="error" />
      <Form method="post" className="mt-2 space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <Field
          label={signIn.email}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={actionData?.email}
        />
        <Field
          label={signIn.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={navigation.state === "submitting"}
        >
          {signIn.submit}
        </button>
      </Form>
      <div className="my-5 flex items-center gap-3 text-xs text-ink-500 uppercase">
        <span className="h-px flex-1 bg-surface-200" />
        {signIn.or}
        <span className="h-px flex-1 bg-surface-200" />
      </div>
      <PasskeyButton
        label={signIn.passkey}
        working={signIn.passkeyWorking}
        needsScript={signIn.passkeyNeedsScript}
        endpoint="/inbox/passkeys/sign-in"
        kind="authenticate"
        onDone={(result) => {
          if (result.ok) void navigate(loaderData.next, { replace: true });
          else setPasskeyError(result.error ?? signIn.passkeyFailed);
        }}
      />
      <p className="mt-6 text-xs text-ink-600">{signIn.noAccount}</p>
    </AuthCard>
  );
}
