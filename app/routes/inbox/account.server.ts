import { data } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { VERIFIED_FOR_MINUTES } from "../../../core/inbox/session-rules";
import { inboxErrors } from "~/content/inbox";
import { account, passwordErrors } from "~/content/inbox-account";
import { refusalAnswer } from "~/inbox/auth/refusal.server";
import { requireStaff } from "~/inbox/inbox-context.server";
import { calendarFeed } from "~/content/calendar-feed";
import { FEED_INTENTS } from "~/inbox/calendar/feed-intents";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, staff, calendar } = requireStaff(request, context);
  const [passkeys, sessions, feed] = await Promise.all([
    auth.passkeys(staff),
    auth.sessionCount(staff),
    calendar.feeds.current(staff),
  ]);
  return {
    email: staff.email,
    passkeys,
    sessions,
    // Adding a passkey asks for the password or a passkey first, unless given lately.
    confirmed: auth.recentlyVerified(staff),
    verifiedForMinutes: VERIFIED_FOR_MINUTES,
    feed,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff, clientIp, calendar } = requireStaff(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "remove-passkey") {
    await auth.removePasskey(staff, String(form.get("id") ?? ""));
    return { done: account.passkeys.removed };
  }
  if (intent === "confirm") {
    const result = await auth.confirmWithPassword(
      staff,
      String(form.get("password") ?? ""),
      clientIp,
    );
    if (result.ok) return { done: account.confirm.confirmed(VERIFIED_FOR_MINUTES) };
    if (result.reason === "wrong")
      return data({ confirmError: account.confirm.wrong }, { status: 400 });
    const { message, init } = refusalAnswer(result);
    return data({ confirmError: message }, init);
  }
  if (intent === FEED_INTENTS.issue) {
    // The address opens the bookings beyond any session: made only after a recent confirmation.
    if (!auth.recentlyVerified(staff)) {
      return data({ error: calendarFeed.confirmFirst }, { status: 403 });
    }
    const issued = await calendar.feeds.issue(staff);
    return {
      done: issued.replaced ? calendarFeed.replaced : calendarFeed.created,
      feedUrl: issued.url,
    };
  }
  if (intent === FEED_INTENTS.revoke) {
    const ended = await calendar.feeds.revoke(staff);
    return { done: ended ? calendarFeed.revoked : calendarFeed.nothingToRevoke };
  }
  if (intent !== "change-password") {
    return data({ error: inboxErrors.unknownAction }, { status: 400 });
  }
  const next = String(form.get("next") ?? "");
  if (next !== String(form.get("confirm") ?? "")) {
    return data({ passwordError: passwordErrors.mismatch }, { status: 400 });
  }
  const result = await auth.changePassword(staff, {
    current: String(form.get("current") ?? ""),
    next,
    ip: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (!result.ok && "retryAfterSeconds" in result) {
    const { message, init } = refusalAnswer(result);
    return data({ passwordError: message }, init);
  }
  if (!result.ok) return data({ passwordError: passwordErrors[result.reason] }, { status: 400 });
  // Every session ended with the change; this browser carries on in a new one.
  return data({ done: account.password.changed }, { headers: { "Set-Cookie": result.cookie } });
}
