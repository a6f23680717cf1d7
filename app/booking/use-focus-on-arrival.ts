import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side step (a day or a time chosen), focus goes where the link's fragment points,
 * as a screen reader user expects of a new page; the page itself would leave it on the body.
 * Targets carry tabIndex={-1}. Without JavaScript the browser does the same with the fragment.
 */
export function useFocusOnArrival() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash) return;
    document
      .getElementById(decodeURIComponent(location.hash.slice(1)))
      ?.focus({ preventScroll: true });
  }, [location.key, location.hash]);
}
