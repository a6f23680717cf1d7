import { Suspense, use, type ReactNode } from "react";
import { isUnclaimedServerMarkup } from "./ServerMarkup";

/**
 * A part of the page that React hydrates later than the rest, on its own: a Suspense boundary
 * that never shows a fallback. Until then it is the server's markup, at no cost to the page's
 * coming alive (docs/decisions/018-counted-main-thread-work.md).
 *
 * With `whenNear` (the id of an element of the part, in the server's markup), the part waits
 * until that element comes within a screen's height of the view, or the visitor points at or
 * focuses something in it. With `whenUsed`, it waits for the visitor's gesture alone, wherever it
 * is: for a part on the first screen that works as the server sent it (a form that posts without
 * JavaScript) and takes in on waking what was done to it before. Rendered in the browser (a
 * client-side navigation to the page), it renders at once.
 *
 * The rest of the page hydrates in one pass: a boundary around a part that does not wait only
 * adds a pass and a commit of its own.
 */
export function HydrationBoundary({
  children,
  ...waitFor
}: { children: ReactNode } & ({ whenNear: string } | { whenUsed: string })) {
  const [id, near] = "whenNear" in waitFor ? [waitFor.whenNear, true] : [waitFor.whenUsed, false];
  return (
    <Suspense>
      <Wait id={id} near={near}>
        {children}
      </Wait>
    </Suspense>
  );
}

function Wait({ id, near, children }: { id: string; near: boolean; children: ReactNode }) {
  use(untilOpened(id, near));
  return children;
}

/** How far ahead of the view a waiting part starts to come alive. */
const NEAR_MARGIN = "100% 0px";
/** What opens a waiting part at once. On the window's capture phase, these arrive before React's
 * own listeners, so the gesture that opened it is the one React answers. */
const OPENING_EVENTS = ["pointerdown", "focusin"] as const;

/** A promise React's `use` reads without waiting. */
const OPEN = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
/** One promise a part, so that every render of it while it waits waits on the same one. */
const waiting = new Map<string, Promise<void>>();
/** How to open each part still waiting, by its element. */
const openers = new Map<Element, () => void>();

/**
 * Opens at once every waiting part whose server markup holds an element matching `selector`: for
 * markup that would otherwise say something no longer true (a call button while a call runs),
 * to sighted readers and to a screen reader's browse mode alike.
 */
export function wakeWaitingParts(selector: string) {
  for (const [element, open] of [...openers]) if (element.querySelector(selector)) open();
}

function untilOpened(id: string, near: boolean): Promise<void> {
  if (typeof document === "undefined" || !isUnclaimedServerMarkup(id)) return OPEN;
  let opened = waiting.get(id);
  if (!opened) {
    opened = untilGesture(document.getElementById(id)!, near);
    waiting.set(id, opened);
  }
  return opened;
}

/** Open on a gesture in the element, or also as it nears the screen. */
function untilGesture(element: Element, orNear: boolean): Promise<void> {
  return new Promise((open) => {
    const observer = orNear
      ? new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && done(),
          { rootMargin: NEAR_MARGIN },
        )
      : undefined;
    const openOnGesture = (event: Event) => element.contains(event.target as Node) && done();
    const done = () => {
      openers.delete(element);
      observer?.disconnect();
      for (const type of OPENING_EVENTS) window.removeEventListener(type, openOnGesture, true);
      open();
    };
    openers.set(element, done);
    observer?.observe(element);
    for (const type of OPENING_EVENTS) window.addEventListener(type, openOnGesture, true);
  });
}
