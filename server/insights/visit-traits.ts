import { isbot } from "isbot";

/**
 * What a request says about its visit, read once and kept in no other form: the device class of
 * its user agent, the host that referred it and its campaign (UTM) tags.
 */

export type DeviceClass = "phone" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** Crawlers, link checkers and scripts (a maintained list), and requests without a user agent. */
export const isAutomated = (userAgent: string) => userAgent.trim() === "" || isbot(userAgent);

/** Distinct user agents remembered; a site sees a few hundred a day, a flood is cut off here. */
const KNOWN_AGENTS = 2000;
const traitsOf = new Map<string, { automated: boolean; device: DeviceClass }>();

/**
 * A user agent's traits, remembered: the bot list's expression and the device patterns cost a few
 * microseconds a request, as much as the rest of counting a page view.
 */
export function agentTraits(userAgent: string) {
  let traits = traitsOf.get(userAgent);
  if (!traits) {
    if (traitsOf.size >= KNOWN_AGENTS) traitsOf.clear();
    traits = { automated: isAutomated(userAgent), device: deviceClass(userAgent) };
    traitsOf.set(userAgent, traits);
  }
  return traits;
}

/** A browser fetching a page ahead of a click that may never come (speculation rules, link hints). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose) || headers.get("x-moz") === "prefetch";
}

/** The longest tag or host stored: a real one is a few dozen characters. */
export const MAX_TEXT = 100;
/** The longest path stored: the site's own are short; a Referer may be kilobytes long. */
export const MAX_PATH = 200;

/** Cut to `max`, never through a character: half an emoji is no text to store. */
export const cut = (text: string, max: number) =>
  text.length <= max ? text : text.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");

const short = (text: string | null | undefined) => {
  const trimmed = text === undefined || text === null ? "" : cut(text.trim(), MAX_TEXT);
  return trimmed ? trimmed : null;
};

/** The referring site's host, or null for none, our own pages, or a value that is no URL. */
export function referrerHost(referer: string | null | undefined, siteHost: string): string | null {
  if (!referer) return null;
  try {
    const { host, protocol } = new URL(referer);
    if (!/^https?:$/.test(protocol) || host === siteHost) return null;
    return short(host.toLowerCase().replace(/^www\./, ""));
  } catch {
    return null;
  }
}

export interface CampaignTags {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

export const NO_CAMPAIGN: CampaignTags = { utm_source: null, utm_medium: null, utm_campaign: null };

export function campaignTags(search: URLSearchParams): CampaignTags {
  return {
    utm_source: short(search.get("utm_source")?.toLowerCase()),
    utm_medium: short(search.get("utm_medium")?.toLowerCase()),
    utm_campaign: short(search.get("utm_campaign")),
  };
}

export const storedPath = (pathname: string) => cut(pathname, MAX_PATH);
