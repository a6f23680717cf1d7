import { useEffect, useRef } from "react";
import { REDUCED_MOTION_QUERY } from "../motion";
import type { FieldSize } from "./particle-field";
import type { ParticleMessage } from "./particle-messages";

/** A worker draws and drifts the field on a canvas handed over to it: the page's thread does nothing per frame. */
function startParticleWorker(canvas: HTMLCanvasElement, size: FieldSize, running: boolean) {
  const worker = new Worker(new URL("./particle.worker.ts", import.meta.url), { type: "module" });
  const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  // The theme's colours reach the worker as the canvas's own fill and stroke (its classes).
  const { fill, stroke } = getComputedStyle(canvas);
  const offscreen = canvas.transferControlToOffscreen();
  post({ kind: "start", canvas: offscreen, size, colours: { dot: fill, link: stroke }, running }, [
    offscreen,
  ]);
  return {
    resize: (next: FieldSize) => post({ kind: "resize", size: next }),
    run: (next: boolean) => post({ kind: "run", running: next }),
    stop: () => worker.terminate(),
  };
}

/** How long the page's main thread must go without a long task before the field starts. */
const SETTLED_AFTER_MS = 2000;

/**
 * Runs `callback` once the page has loaded and its main thread has then gone SETTLED_AFTER_MS
 * without a long task (where the browser reports long tasks; elsewhere, that long after load).
 * The drift costs processor time on every frame, so a slow phone finishes bringing the page to
 * life before it starts. Returns a canceller.
 */
function whenSettled(callback: () => void) {
  let timer: number | undefined;
  const longTasks = PerformanceObserver.supportedEntryTypes?.includes("longtask")
    ? new PerformanceObserver(() => restart())
    : undefined;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      longTasks?.disconnect();
      callback();
    }, SETTLED_AFTER_MS);
  };
  const start = () => {
    longTasks?.observe({ type: "longtask" });
    restart();
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    longTasks?.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * A decorative field of drifting, linked particles filling its positioned parent. It appears once
 * the page has loaded and settled, so it never competes with the first paint or hydration. A
 * worker draws it and animates it while it is on screen, the tab visible and motion allowed;
 * under reduced motion it is a still frame.
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
    const size = (): FieldSize => ({ width: canvas.clientWidth, height: canvas.clientHeight });
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
    const cancelStart = whenSettled(() => {
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
      className={`pointer-events-none absolute inset-0 h-full w-full fill-brand-200/60 stroke-brand-300 ${className}`}
    />
  );
}
