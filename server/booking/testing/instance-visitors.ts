import { expect } from "vitest";
import { RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import { bookingTools } from "../../../core/content/booking-assistant";
import { defaultMeetingType } from "../../../core/content/booking";
import type { RunningServer } from "../../../tests/support/production-server";
import { toolCallsMessage, VOICE_SECRET } from "../../testing/voice-events-server";
import { VOICE_EVENTS_PATH } from "../../voice-events/voice-events-route";
import { offeredStarts } from "./tool-calls";

/** Every answer comes within this, on a busy machine too: none may hang on a lock. */
export const ANSWER_WITHIN_MS = 45_000;
export const AGENCY_ZONE = "America/New_York";

const signal = () => AbortSignal.timeout(ANSWER_WITHIN_MS);

/**
 * Visitors of a production server (tests/support/production-server.ts) as they reach it: the
 * assistant's tools through the provider's signed endpoint, and /book's form as a browser posts
 * it, from the client address `from` (the server trusts one proxy's X-Forwarded-For).
 */

/** One tool call in the call `callId`, answered by `server`: the line the assistant hears. */
export async function callTool(
  server: RunningServer,
  callId: string,
  call: { id: string; name: string; arguments: Record<string, unknown> },
) {
  const answer = await fetch(`${server.origin}${VOICE_EVENTS_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-vapi-secret": VOICE_SECRET },
    body: JSON.stringify(toolCallsMessage(callId, [call])),
    signal: signal(),
  });
  expect(answer.status).toBe(200);
  const { results } = (await answer.json()) as { results: { result: string }[] };
  return results[0]!.result;
}

/** `count` free starts, a few from each day the assistant is asked about, from tomorrow on. */
export async function freeStarts(server: RunningServer, count: number) {
  const starts: string[] = [];
  for (let day = 2; starts.length < count && day < 60; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const line = await callTool(server, "starts", {
      id: `starts-${date}-${Math.random()}`,
      name: bookingTools.checkAvailability,
      arguments: { date, timeZone: AGENCY_ZONE },
    });
    starts.push(...offeredStarts(line));
  }
  return starts.slice(0, count);
}

/** The details form for `start`, as a visitor's browser gets it: its form token. */
export async function openDetails(server: RunningServer, start: string) {
  const query = new URLSearchParams({ type: defaultMeetingType.id, tz: AGENCY_ZONE, start });
  const page = await (await fetch(`${server.origin}/book?${query}`, { signal: signal() })).text();
  const token = new RegExp(`name="${RENDERED_AT_FIELD}" value="([^"]+)"`).exec(page)?.[1];
  expect(token).toBeTruthy();
  return { server, query, token: token! };
}

/** The details posted from a browser at `from`; the answer unfollowed (a hold is a 302). */
export function sendDetails(
  { server, query, token }: Awaited<ReturnType<typeof openDetails>>,
  visitor: { name: string; email: string },
  from: string,
) {
  return fetch(`${server.origin}/book?${query}`, {
    method: "POST",
    headers: { origin: server.origin, "x-forwarded-for": from },
    body: new URLSearchParams({
      type: defaultMeetingType.id,
      tz: AGENCY_ZONE,
      start: query.get("start")!,
      [RENDERED_AT_FIELD]: token,
      ...visitor,
    }),
    redirect: "manual",
    signal: signal(),
  });
}

/** The code typed on a hold's page (its manage link), as the visitor's browser posts it. */
export function typeCode(server: RunningServer, managePath: string, code: string, from: string) {
  return fetch(`${server.origin}${managePath}`, {
    method: "POST",
    headers: { origin: server.origin, "x-forwarded-for": from },
    body: new URLSearchParams({ intent: "confirm", code }),
    redirect: "manual",
    signal: signal(),
  });
}
