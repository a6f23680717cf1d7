/** How long a calendar may take to answer, and how much it may send. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const CALENDAR_FETCH_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 8 * 1024 * 1024 };

/** A calendar could not be read; the message names why in words, for the log and the inbox. */
export class CalendarReadError extends Error {}

/**
 * `fetch` with a deadline and a size bound on the body, whose failures, an answer of 400 or more
 * included, are CalendarReadErrors that name `what` was asked ("CalDAV (dav.example.com)") and
 * why it failed; `where` names the place asked without its secrets.
 */
export function boundedFetch(
  what: string,
  where: string,
  limits: FetchLimits = CALENDAR_FETCH_LIMITS,
) {
  return async (url: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const response = await fetch(url, { ...init, signal, redirect: "follow" });
      if (response.status >= 400) throw statusError(what, response.status, where);
      const body = await bodyWithin(response, limits.maxBytes, what);
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      throw readError(error, what, limits);
    }
  };
}

async function bodyWithin(response: Response, maxBytes: number, what: string) {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(what, maxBytes);
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge(what, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const KB = 1024;
const MB = 1024 * KB;

const tooLarge = (what: string, maxBytes: number) =>
  new CalendarReadError(
    `${what} sent more than ${maxBytes >= MB ? `${Math.round(maxBytes / MB)} MB` : `${Math.round(maxBytes / KB)} KB`}`,
  );

function readError(error: unknown, what: string, limits: FetchLimits): CalendarReadError {
  if (error instanceof CalendarReadError) return error;
  const name = (error as Error | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new CalendarReadError(`${what} did not answer within ${limits.timeoutMs / 1000} s`);
  }
  const code = ((error as { cause?: { code?: string } } | undefined)?.cause ?? {}).code;
  const why =
    code === "ECONNREFUSED"
      ? "refused the connection: is the server running, and the address right?"
      : code === "ENOTFOUND" || code === "EAI_AGAIN"
        ? "is at a host name that does not resolve: check the address"
        : code?.startsWith("ERR_TLS") || code?.includes("CERT")
          ? `offered a certificate that is not trusted (${code})`
          : `could not be reached (${code ?? withoutAddresses((error as Error | undefined)?.message) ?? "unknown"})`;
  return new CalendarReadError(`${what} ${why}`);
}

/**
 * An error's text without the addresses it may quote: a feed's address is its secret, and only
 * its host is ever shown (docs/decisions/024).
 */
const withoutAddresses = (message: string | undefined) =>
  message?.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[address]");

/** A refusal by HTTP status, in the words staff can act on. */
export function statusError(what: string, status: number, where: string): CalendarReadError {
  const why =
    status === 401
      ? `refused the user name or password (${status})`
      : status === 403
        ? `refused access to ${where} (${status})`
        : status === 404 || status === 410
          ? `has no calendar at ${where} (${status}): check the address`
          : `answered ${status} for ${where}`;
  return new CalendarReadError(`${what} ${why}`);
}
