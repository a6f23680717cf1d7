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

export function scrollToTop() {
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
