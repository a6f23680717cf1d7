/**
 * Where to go after signing in: a path inside the inbox only, never another site (`//evil`,
 * `/\evil`) and never the sign-in page itself.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== "string") return "/inbox";
  if (!/^\/inbox(?:[/?#]|$)/.test(next) || /[\\\s]/.test(next) || next.startsWith("//")) {
    return "/inbox";
  }
  return next.startsWith("/inbox/sign-in") ? "/inbox" : next;
}
