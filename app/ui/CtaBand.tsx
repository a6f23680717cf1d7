import type { ElementType, ReactNode } from "react";
import { ServerMarkup } from "./ServerMarkup";
import { container } from "./styles";

/**
 * A page's closing band: one panel in the page's width, named by its heading (`${id}-title`).
 * The home page's and the products page's calls to action and the about page's vision.
 */
export function CtaBand({
  id,
  className,
  panelClassName,
  panelAs: Panel = "div",
  children,
}: {
  id: string;
  /** The band's own background and spacing. */
  className: string;
  panelClassName: string;
  panelAs?: ElementType;
  children: ReactNode;
}) {
  return (
    <ServerMarkup as="section" id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={container}>
        <Panel className={panelClassName}>{children}</Panel>
      </div>
    </ServerMarkup>
  );
}
