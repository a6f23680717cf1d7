import type { CSSProperties } from "react";
import { CARD_STAGGER_S } from "~/content/site-constants";
import { dataMarker } from "./data-marker";
import { prefersReducedMotion } from "./motion";

/** Marks a group (a list) whose items fade in, one after another, when it scrolls into view. */
export const REVEAL_GROUP = dataMarker("data-reveal-group");

/**
 * Fades a group's items in, one after another, when the group scrolls into view; returns what
 * stops watching it. RevealGroups (app/components/layout) calls it for every `REVEAL_GROUP` of the
 * page, so a group needs no React of its own and can be server markup that is never hydrated.
 *
 * Progressive: the server renders everything visible. Only a group wholly below the screen when it
 * comes alive is hidden (it is off screen, so nothing flickers), then revealed as it scrolls in.
 * An IntersectionObserver says where the group is, so hydration forces no layout. Items
 * carry their stagger with `revealDelay(index)`; the transition itself is CSS (`[data-reveal]` in
 * app.css), which reduced motion shortens to nothing.
 */
export function revealOnScroll(group: HTMLElement): () => void {
  if (prefersReducedMotion()) return () => {};
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (group.dataset.reveal === "hidden") {
        if (!entry.isIntersecting) return;
        group.dataset.reveal = "shown";
      } else if (entry.boundingClientRect.top >= window.innerHeight) {
        // The first report, the group wholly below the screen: hidden until it scrolls in.
        group.dataset.reveal = "hidden";
        return;
      }
      observer.disconnect();
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  observer.observe(group);
  return () => observer.disconnect();
}

/** The style that staggers a group's child: its reveal starts `index` steps after the first's. */
export function revealDelay(index: number): CSSProperties {
  return { "--reveal-delay": `${(index * CARD_STAGGER_S).toFixed(2)}s` } as CSSProperties;
}
