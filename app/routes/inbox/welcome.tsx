import { Form, isRouteErrorResponse, Link } from "react-router";
import { inboxErrors, inboxTitle } from "~/content/inbox";
import { signIn, welcome } from "~/content/inbox-account";
import { AuthCard } from "~/inbox/auth/AuthCard";
import { newPasswordInput } from "../../../core/inbox/password-rules";
import { Field } from "~/inbox/Field";
import { primaryButton } from "~/inbox/styles";
import type { Route } from "./+types/welcome";

export { action, loader } from "./welcome.server";

export const meta: Route.MetaFunction = () => [
  { title: inboxTitle(welcome.title) },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The one-time link `staff add` prints: the person sets a password and is signed in. For an
 * existing account it is a recovery link, and says what it has undone.
 */
export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  const { email, recovery } = loaderData;
  return (
    <AuthCard
      heading={recovery ? welcome.recoveryHeading : welcome.heading}
      intro={recovery ? welcome.recoveryIntro(email) : welcome.intro(email)}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <Field
          label={welcome.password}
          name="password"
          hint={welcome.hint}
          error={actionData?.error}
          {...newPasswordInput}
        />
        <Field label={welcome.confirm} name="confirm" {...newPasswordInput} />
        <button type="submit" className={`${primaryButton} w-full`}>
          {welcome.submit}
        </button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = isRouteErrorResponse(error) && error.status === 410;
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
      ? error.data
      : inboxErrors.generic;
  return (
    <AuthCard
      heading={gone ? welcome.invalidHeading : refusal}
      intro={gone ? welcome.invalid : undefined}
    >
      <Link to="/inbox/sign-in" className="font-semibold text-brand-700 hover:underline">
        {signIn.submit}
      </Link>
    </AuthCard>
  );
}
