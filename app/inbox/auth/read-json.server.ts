import { data } from "react-router";

/** Passkey answers are a few kilobytes; anything much bigger is not one. */
const MAX_JSON_BYTES = 64 * 1024;

/** The JSON body of a passkey request, or a 400 with a message. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw data("The request is too large.", { status: 413 });
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw data("The request is not JSON.", { status: 400 });
}
