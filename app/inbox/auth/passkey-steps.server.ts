import { readJsonBody } from "./read-json.server";

/**
 * The server's half of a passkey ceremony, two JSON requests from `passkeyCeremony`:
 * `{ step: "options" }`, then `{ step: "verify", response, ... }`.
 */
export async function passkeySteps(
  request: Request,
  steps: {
    options(): Promise<Response>;
    verify(body: Record<string, unknown>): Promise<Response>;
  },
): Promise<Response> {
  const body = await readJsonBody(request);
  if (body.step === "options") return steps.options();
  if (body.step === "verify") return steps.verify(body);
  return Response.json({ error: "Unknown step." }, { status: 400 });
}
