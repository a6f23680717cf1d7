import { Link, type LinkProps } from "react-router";
import { scrollToTop } from "./motion";

/**
 * A link that scrolls smoothly to the top of the page it opens (the spec's behaviour for the
 * navbar, footer and call-to-action links) instead of jumping there.
 */
export function ScrollTopLink({ onClick, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      preventScrollReset
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) scrollToTop();
      }}
    />
  );
}
