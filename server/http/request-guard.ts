import type { MiddlewareHandler } from "hono";
import type { Refusal } from "../../core/contact/submission-outcome";
import { contactForm } from "../../core/content/contact-form";
import { languageOfPath } from "../../core/content/language-paths";
import { pageAt, siteLanguages, type Language, type PageKey } from "../../core/content/languages";
import type { Logger } from "../logger";
import { redactedPath } from "./redacted-path";

/** A contact post is a few kilobytes at most: the field caps add up to about 6 KB. */
export const MAX_BODY_BYTES = 32 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Browsers say where a post comes from (Sec-Fetch-Site, Origin); a post from another site is a
 * forged one. Clients that send neither (curl, old browsers) are let through: they are not
 * carrying a visitor's cookies, and the site has no session to abuse anyway.
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  try {
    const from = new URL(origin);
    return from.host !== headers.get("host") && from.origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

/**
 * Before the pages: a post from another site to any page (/contact, /book, a booking's manage
 * page, their `.data` twins) is refused here with a 403 in words and a warning. Left to React
 * Router, its own origin check would answer a bare 400 and log an error with a stack, so any page
 * on the web could fill the error log.
 */
export function crossSitePageGuard(siteUrl: string, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (!isCrossSite(c.req.raw.headers, siteUrl)) return next();
    logger.warn(
      {
        method: c.req.method,
        path: redactedPath(c.req.path),
        origin: c.req.header("origin") ?? null,
      },
      "cross-site post to a page refused",
    );
    return c.text(contactForm.refused.crossSite, 403);
  };
}

/** The public pages whose forms post back to them: the contact form, /book and a manage link's page. */
const FORM_PAGES: readonly PageKey[] = ["contact", "book", "bookManage"];

/**
 * Before the pages: a post to a form's page (or its `.data` twin) that is not a web form is
 * refused here with a 415 in the page's language. Left to React Router, the page's action refuses
 * it as well, and then the whole page is rendered around the refusal: /book's free times
 * computed for a script's junk, about twenty times what a kept page costs to answer. A web form
 * goes on to the page, which checks it and shows what is wrong in the page (a visitor without
 * JavaScript sees their form again).
 */
export function formPagesTakeForms(languages: readonly Language[]): MiddlewareHandler {
  return async (c, next) => {
    if (FORM_TYPES.includes(mediaTypeOf(c.req.raw.headers))) return next();
    // React Router matches a page in any letter case, with a trailing slash, and as its `.data`.
    const pathname = c.req.path.toLowerCase().replace(/\.data$/, "");
    const language = languageOfPath(pathname, languages);
    const page = pageAt(pathname, language);
    if (!page || !FORM_PAGES.includes(page.key)) return next();
    return c.text(siteLanguages[language].contactForm.refused.unsupportedType, 415);
  };
}

/** The body's media type, without its parameters, in lower case ("" when not said). */
export const mediaTypeOf = (headers: Headers) =>
  (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

export type FormRead =
  { ok: true; get: (name: string) => unknown } | { ok: false; refusal: Refusal };

/**
 * Checks origin, type and size, then reads the form without ever holding more than the limit.
 * `refused` words the refusals: the language of the page the post came from.
 */
export async function readContactPost(
  request: Request,
  siteUrl: string,
  maxBytes = MAX_BODY_BYTES,
  refused: Record<
    "crossSite" | "unsupportedType" | "tooLarge" | "unreadable",
    string
  > = contactForm.refused,
): Promise<FormRead> {
  if (isCrossSite(request.headers, siteUrl)) {
    return { ok: false, refusal: { status: 403, message: refused.crossSite } };
  }
  const type = mediaTypeOf(request.headers);
  if (!FORM_TYPES.includes(type)) {
    return { ok: false, refusal: { status: 415, message: refused.unsupportedType } };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    return { ok: false, refusal: { status: 413, message: refused.tooLarge } };
  }
  const body = await readLimited(request, maxBytes);
  if (body === "too-large")
    return { ok: false, refusal: { status: 413, message: refused.tooLarge } };
  try {
    if (type === "multipart/form-data") {
      const form = await new Response(new Uint8Array(body), {
        headers: { "content-type": request.headers.get("content-type")! },
      }).formData();
      return { ok: true, get: (name) => form.get(name) };
    }
    const form = new URLSearchParams(new TextDecoder().decode(body));
    return { ok: true, get: (name) => form.get(name) };
  } catch {
    return { ok: false, refusal: { status: 400, message: refused.unreadable } };
  }
}

/** The body, never holding more than `limit` bytes of it. */
export async function readLimited(request: Request, limit: number): Promise<Buffer | "too-large"> {
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
