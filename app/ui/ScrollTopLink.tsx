import type { AnchorHTMLAttributes } from "react";
import { dataMarker } from "./data-marker";

/** Marks an anchor ClientLinks opens without reloading, scrolling smoothly to the page's top. */
export const SCROLL_TOP_LINK = dataMarker("data-scroll-top-link");

/**
 * A link to one of the site's pages that opens it without reloading (a call in progress goes on)
 * and scrolls smoothly to its top (the spec's behaviour for the navbar, footer and call-to-action
 * links). It is a plain anchor: one listener for the whole page (ClientLinks) opens it, so it
 * needs no React of its own and can sit in server markup that is never hydrated.
 */
export function ScrollTopLink({
  to,
  ...props
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <a href={to} {...SCROLL_TOP_LINK.attribute} {...props} />;
}
