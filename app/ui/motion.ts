import { useSyncExternalStore } from "react";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the visitor asked for reduced motion; follows changes live. False while server-rendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

const noSubscription = () => () => {};

/** False during server rendering and hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** "smooth" unless the visitor prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/** Input by which visitors take the scroll over: the page stops steering it. */
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls by `scrollWith` smoothly, and makes sure it lands: when the smooth scroll ends, the
 * same scroll is made again as a jump, which goes the rest of the way if it ended anywhere else
 * and does nothing if it did not. A smooth scroll under way while the next page replaces this one
 * can end short of the top (seen in a busy test run: at 180 px), and one to a section can end past
 * it when the content above changes height on the way (seen on a phone slowed 12×: 608 px past);
 * Chromium drops a second smooth scroll begun just after the first was cut short. Visitors who
 * scroll meanwhile keep their scroll (where the browser lets their input end the smooth scroll;
 * Chromium finishes it); after `patienceMs` the page stops watching.
 */
function scrollAndLand(scrollWith: (behavior: ScrollBehavior) => void, patienceMs: number) {
  const land = () => {
    scrollWith("instant");
    stop();
  };
  const timer = window.setTimeout(() => stop(), patienceMs);
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener("scrollend", land);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  window.addEventListener("scrollend", land);
  for (const type of VISITOR_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  scrollWith(scrollBehavior());
}

/** Scrolls smoothly to the top and makes sure it lands there. */
export function scrollToTop(patienceMs = 5_000) {
  scrollAndLand((behavior) => window.scrollTo({ top: 0, behavior }), patienceMs);
}

/** The mark on the root element that lays out every section for real (app/app.css). */
const EXACT_LAYOUT = "data-exact-layout";

/**
 * Lays out for real, from now on, the content that waits on estimated heights until it nears the
 * screen (content-visibility, app/app.css): a jump to a section below such content would
 * otherwise land where the estimates put it.
 */
export function layOutExactly() {
  document.documentElement.setAttribute(EXACT_LAYOUT, "");
}

/**
 * The same for a page opened at a fragment (`/#demo-section`), run inline in the head before the
 * body arrives, so the browser's own landing is exact before any module runs. A script, not the
 * stylesheet's `html:has(:target)`: that selector had the sections restyled at every element the
 * parser added (docs/decisions/018-counted-main-thread-work.md).
 */
export const LAY_OUT_EXACTLY_AT_A_FRAGMENT = `if (location.hash) document.documentElement.setAttribute(${JSON.stringify(EXACT_LAYOUT)}, "");`;

/** Scrolls a section to just under the navbar, and makes sure it lands there. */
export function scrollToId(id: string, patienceMs = 5_000): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  layOutExactly();
  scrollAndLand((behavior) => target.scrollIntoView({ behavior, block: "start" }), patienceMs);
  return true;
}

/**
 * Scrolls to a section once it is on the page: after a navigation, a slow phone may still be
 * rendering the new page when a fixed delay runs out. Gives up after `patienceMs`.
 */
export function scrollToIdWhenPresent(id: string, patienceMs = 5_000) {
  const until = performance.now() + patienceMs;
  const attempt = () => {
    if (scrollToId(id) || performance.now() > until) return;
    requestAnimationFrame(attempt);
  };
  attempt();
}
