import { useEffect, useRef, type CSSProperties } from "react";
import { CARD_STAGGER_S } from "~/content/site-constants";
import { prefersReducedMotion } from "./motion";

/**
 * Fades a group's children in, one after another, when the group scrolls into view.
 *
 * Progressive: the server renders everything visible. Only a group still below the fold once the
 * page is interactive is hidden (it is off screen, so nothing flickers) and then revealed by an
 * IntersectionObserver. Children carry their stagger with `revealDelay(index)`; the transition
 * itself is CSS (`[data-reveal]` in app.css), which reduced motion shortens to nothing.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const group = ref.current;
    if (!group || prefersReducedMotion()) return;
    if (group.getBoundingClientRect().top < window.innerHeight) return;

    group.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        group.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(group);
    return () => observer.disconnect();
  }, []);

  return ref;
}

export function revealDelay(index: number): CSSProperties {
  return { transitionDelay: `${(index * CARD_STAGGER_S).toFixed(2)}s` };
}
