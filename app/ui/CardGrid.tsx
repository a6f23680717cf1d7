import type { ReactNode } from "react";
import { REVEAL_GROUP, revealDelay } from "./reveal";
import { ServerMarkup } from "./ServerMarkup";

/**
 * A grid of cards that fade in as a group when scrolled near (RevealGroups), each a step after the
 * one before it; `stagger` restarts the steps per row where a grid has many rows.
 */
export function CardGrid<Item>({
  id,
  className,
  items,
  keyOf,
  stagger = (index) => index,
  children,
}: {
  id: string;
  className: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  stagger?: (index: number) => number;
  children: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ServerMarkup as="ul" id={id} {...REVEAL_GROUP.attribute} className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item)} style={revealDelay(stagger(index))}>
          {children(item, index)}
        </li>
      ))}
    </ServerMarkup>
  );
}
