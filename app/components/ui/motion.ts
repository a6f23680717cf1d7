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
 * Scrolls smoothly to the top and makes sure it lands there. A smooth scroll under way while the
 * next page replaces this one can end short of the top (seen in a busy test run: at 180 px);
 * when it ends anywhere else, the rest of the way is a jump (Chromium drops a second smooth scroll
 * to the top begun just after the first was cut short). Visitors who scroll meanwhile keep their
 * scroll (where the browser lets their input end the smooth scroll; Chromium finishes it); after
 * `patienceMs` the page stops watching.
 */
export function scrollToTop(patienceMs = 5_000) {
  const land = () => {
    if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: "instant" });
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
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Scrolls a section to just under the navbar. Sections off screen are laid out on estimated
 * heights (content-visibility); they are laid out for real first, or the landing is off.
 */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  document.documentElement.dataset.exactLayout = "";
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
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
