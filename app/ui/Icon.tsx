import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

interface IconProps extends SVGProps<SVGSVGElement> {
  /** The icon's drawing, from `lucide` (import { Phone } from "lucide"). */
  icon: IconNode;
}

/**
 * A Lucide icon, drawn as Lucide draws it: a 24-unit line drawing in the text's colour. Hidden from
 * assistive technology unless it is given a name. The icon data comes from the `lucide` package,
 * one module per icon; this replaces lucide-react's runtime (about 7 KB before compression in
 * every page's first load, for options the site never used).
 */
export function Icon({ icon, ...props }: IconProps) {
  const named = Boolean(props["aria-label"] || props["aria-labelledby"] || props.role);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : "true"}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
