import { useLocation, useNavigate } from "react-router";
import { usePaths } from "~/language/page-language";
import { DEMO_SECTION_ID, HASH_SCROLL_DELAY_MS } from "~/content/site-constants";
import { layOutExactly, scrollToId, scrollToIdWhenPresent } from "~/ui/motion";

/**
 * The Get Demo action: on the home page it scrolls to the demo section; elsewhere it opens
 * `/#demo-section` and scrolls there once the home page has had a moment to render.
 */
export function useGetDemo() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = usePaths().home;

  return async () => {
    if (pathname === home) {
      scrollToId(DEMO_SECTION_ID);
      return;
    }
    // React Router jumps to the section as soon as the home page is on screen: with every height
    // real by then, that first jump lands too, and the smooth scroll after it has nothing to do.
    layOutExactly();
    await navigate(`${home}#${DEMO_SECTION_ID}`);
    window.setTimeout(() => scrollToIdWhenPresent(DEMO_SECTION_ID), HASH_SCROLL_DELAY_MS);
  };
}
