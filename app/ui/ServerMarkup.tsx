import { useState, type ElementType, type HTMLAttributes, type ReactNode } from "react";

/** Whether this element is markup the server sent that React has not taken over yet. */
export function isUnclaimedServerMarkup(id: string): boolean {
  const element = document.getElementById(id);
  return element !== null && !Object.keys(element).some((key) => key.startsWith("__reactFiber"));
}

/**
 * Content with nothing to do in the browser (words, pictures, plain links), rendered by the
 * server and left as it is when the page comes alive: React does not hydrate what is inside.
 * Hydrating a long text walks every element of it and costs a slow phone's main thread as much
 * as drawing it (docs/decisions/018-counted-main-thread-work.md); an element that holds its
 * markup as inner HTML is one React does not descend into, and an empty string there changes
 * nothing in the document while hydrating. Rendered in the browser (a client-side navigation to
 * the page), it renders its children as usual. `id` must be unique to the page: it finds the
 * server's element. Nothing inside may need React (handlers, state, effects, client links).
 */
export function ServerMarkup({
  as: Tag = "div",
  id,
  children,
  ...attributes
}: { as?: ElementType; id: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const [keepServerMarkup] = useState(
    () => typeof document !== "undefined" && isUnclaimedServerMarkup(id),
  );
  return keepServerMarkup ? (
    <Tag
      id={id}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  ) : (
    <Tag id={id} {...attributes}>
      {children}
    </Tag>
  );
}
