import { useLayoutEffect } from "react";
import { useNavigate } from "react-router";
import { leavesLanguage, usePageLanguage } from "~/language/page-language";
import { SCROLL_TOP_LINK } from "~/ui/ScrollTopLink";
import { scrollToTop } from "~/ui/motion";

/** A click the browser should handle itself: another button, a modifier key, or already handled. */
function isOrdinaryClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/**
 * Opens the site's marked links (ScrollTopLink) as client-side navigations, through one listener
 * on the window instead of a React Router `Link` each: a `Link` hydrates with half a dozen hooks
 * to work out its href and its click handler, and on a slow phone the navbar's, footer's and
 * calls to action's links cost the page's hydration more than anything else in them
 * (docs/decisions/018-counted-main-thread-work.md). The window hears a click after React's own
 * handlers, so a handler that prevents the default keeps the browser's behaviour out too. A link
 * in another window, a download, another origin, or a click with a modifier key is left to the
 * browser, as `Link` leaves it; before hydration, a click is an ordinary page load. So is a link
 * to a page in another language: another document, with its own `lang`, layout and assistant.
 */
export function ClientLinks() {
  const navigate = useNavigate();
  const page = usePageLanguage();
  // In the layout's own commit, not after it: a link is live as soon as the layout is hydrated.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isOrdinaryClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(`a${SCROLL_TOP_LINK.selector}`);
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) {
        return;
      }
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || leavesLanguage(page, url.pathname)) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      scrollToTop();
      void navigate(to, { preventScrollReset: true, replace: to === here });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate, page]);
  return null;
}
