import { useEffect } from "react";
import { useLocation } from "react-router";
import { REVEAL_GROUP, revealOnScroll } from "~/ui/reveal";

/**
 * Watches every reveal group of the page (`REVEAL_GROUP`, app/ui/reveal.ts) once it is
 * on screen: on the first load, the server's markup, and after each client-side navigation, the
 * new page's. One effect for the page instead of a ref in each group, which kept the groups
 * hydrated (docs/decisions/018-counted-main-thread-work.md).
 */
export function RevealGroups() {
  const { pathname } = useLocation();
  useEffect(() => {
    const groups = document.querySelectorAll<HTMLElement>(REVEAL_GROUP.selector);
    const stops = [...groups].map(revealOnScroll);
    return () => stops.forEach((stop) => stop());
  }, [pathname]);
  return null;
}
