import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sendInsight } from "./beacon";

/**
 * Counts each page shown by client-side navigation; the first page of a visit is not sent, since
 * the server counted it when it served the document. The inbox is never counted.
 */
export function useNavigationBeacon() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!pathname.startsWith("/inbox")) sendInsight("pageview");
  }, [pathname, search]);
}
