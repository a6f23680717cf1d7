import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's own entry, with one task boundary. React DOM is CommonJS: the bundle sets it up
// when this module first runs, not when its chunk loads, and that setup (about 10 ms on a fast
// desktop) would run in the same task as the start of hydration. A message ends the task between
// the two, so neither blocks a slow phone for long (docs/decisions/010-paint-before-javascript.md).
await new Promise((next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = next;
  channel.port2.postMessage(null);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
