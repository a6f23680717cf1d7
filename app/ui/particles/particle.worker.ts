/// <reference lib="webworker" />
/**
 * Animates the particle field off the main thread: the page hands its canvas over once, then
 * sends sizes and whether to run. No frame of the drift ever takes the page's main thread.
 */
import { FRAME_INTERVAL_MS, ParticleField } from "./particle-field";
import type { ParticleMessage } from "./particle-messages";

declare const self: DedicatedWorkerGlobalScope;

let field: ParticleField | undefined;
let running = false;
let frame = 0;
let lastDrawn = 0;

const step = (now: number) => {
  frame = 0;
  if (!running || !field) return;
  if (now - lastDrawn >= FRAME_INTERVAL_MS) {
    lastDrawn = now;
    field.step();
  }
  frame = self.requestAnimationFrame(step);
};

function setRunning(next: boolean) {
  running = next;
  if (running && frame === 0) frame = self.requestAnimationFrame(step);
  if (!running && frame !== 0) {
    self.cancelAnimationFrame(frame);
    frame = 0;
  }
  if (!running) field?.still();
}

self.onmessage = ({ data }: MessageEvent<ParticleMessage>) => {
  if (data.kind === "start") {
    const ctx = data.canvas.getContext("2d");
    if (!ctx) return;
    field = new ParticleField(ctx, data.colours, { fadeIn: data.running });
    field.resize(data.size);
    setRunning(data.running);
  } else if (data.kind === "resize") {
    field?.resize(data.size);
  } else {
    setRunning(data.running);
  }
};
