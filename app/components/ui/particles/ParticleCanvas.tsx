import { useEffect, useRef } from "react";
import { REDUCED_MOTION_QUERY } from "../motion";
import { drawingRatio, type FieldSize } from "./particle-field";
import type { ParticleMessage } from "./particle-messages";

/** A worker draws and drifts the field on a canvas handed over to it: the page's thread does nothing per frame. */
function startParticleWorker(canvas: HTMLCanvasElement, size: FieldSize, running: boolean) {
  const worker = new Worker(new URL("./particle.worker.ts", import.meta.url), { type: "module" });
  const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ kind: "start", canvas: offscreen, size, running }, [offscreen]);
  return {
    resize: (next: FieldSize) => post({ kind: "resize", size: next }),
    run: (next: boolean) => post({ kind: "run", running: next }),
    stop: () => worker.terminate(),
  };
}

/** Runs `callback` once the page has loaded and the main thread is idle; returns a canceller. */
function whenIdle(callback: () => void) {
  let cancelScheduled = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 1000);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelScheduled();
  };
}

/**
 * A decorative field of drifting, linked particles filling its positioned parent. It appears once
 * the page has loaded and the main thread is idle, so it never competes with the first paint or
 * hydration. A worker draws it and animates it while it is on screen, the tab visible and motion
 * allowed; under reduced motion it is a still frame.
 */
export function ParticleCanvas({ className = "" }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Where a worker cannot draw on a canvas (browsers before 2023), the backdrop shows without it.
    if (!canvas || !("transferControlToOffscreen" in canvas)) return;

    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    let onScreen = false;
    let painter: ReturnType<typeof startParticleWorker> | undefined;
    const size = (): FieldSize => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
      ratio: drawingRatio(window.devicePixelRatio),
    });
    const shouldRun = () => onScreen && !document.hidden && !reducedMotion.matches;
    const syncAnimation = () => painter?.run(shouldRun());

    const resizeObserver = new ResizeObserver(() => painter?.resize(size()));
    resizeObserver.observe(canvas);
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      syncAnimation();
    });
    visibilityObserver.observe(canvas);
    document.addEventListener("visibilitychange", syncAnimation);
    reducedMotion.addEventListener("change", syncAnimation);
    const cancelStart = whenIdle(() => {
      painter = startParticleWorker(canvas, size(), shouldRun());
      canvas.dataset.drawn = "";
    });

    return () => {
      cancelStart();
      painter?.stop();
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      document.removeEventListener("visibilitychange", syncAnimation);
      reducedMotion.removeEventListener("change", syncAnimation);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 h-full w-full opacity-0 transition-opacity duration-700 data-drawn:opacity-100 ${className}`}
    />
  );
}
