import type { FieldColours, FieldSize } from "./particle-field";

/** What the page tells the particle worker. */
export type ParticleMessage =
  /** The first message: the canvas to draw on, handed over to the worker for good. */
  | {
      kind: "start";
      canvas: OffscreenCanvas;
      size: FieldSize;
      colours: FieldColours;
      running: boolean;
    }
  | { kind: "resize"; size: FieldSize }
  /** Drift while true (on screen, tab visible, motion allowed); a still frame otherwise. */
  | { kind: "run"; running: boolean };
