import { Suspense, type ReactNode } from "react";

/**
 * A part of the page React hydrates on its own: a Suspense boundary that never shows a fallback.
 * Hydrating a long page part by part leaves the browser free between parts (no long task for the
 * whole page on a slow phone), and the part a visitor touches first is hydrated first.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
