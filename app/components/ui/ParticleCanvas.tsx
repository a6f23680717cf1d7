import { useEffect, useRef } from "react";
import { PARTICLE_COUNT } from "~/content/site-constants";

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/** Links between particles closer than this (CSS px) are drawn, fading with distance. */
const LINK_DISTANCE = 120;
const SPEED = 0.25;
/** A slow drift needs no more than 30 frames a second; half the frames, half the main-thread work. */
const FRAME_INTERVAL_MS = 1000 / 30;

function createParticles(width: number, height: number): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * SPEED * 2,
    vy: (Math.random() - 0.5) * SPEED * 2,
    radius: 1 + Math.random() * 1.8,
  }));
}

/** Links are drawn in a few opacity steps, one path each, instead of one stroke per pair. */
const LINK_OPACITY_STEPS = 4;
const MAX_LINK_OPACITY = 0.14;

function drawFrame(ctx: CanvasRenderingContext2D, particles: Particle[], w: number, h: number) {
  ctx.clearRect(0, 0, w, h);
  const linksByStep = Array.from({ length: LINK_OPACITY_STEPS }, () => new Path2D());
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared >= LINK_DISTANCE * LINK_DISTANCE) continue;
      const closeness = 1 - Math.sqrt(distanceSquared) / LINK_DISTANCE;
      const path =
        linksByStep[Math.min(LINK_OPACITY_STEPS - 1, Math.floor(closeness * LINK_OPACITY_STEPS))]!;
      path.moveTo(a.x, a.y);
      path.lineTo(b.x, b.y);
    }
  }
  linksByStep.forEach((path, step) => {
    ctx.strokeStyle = `rgba(165, 180, 252, ${(MAX_LINK_OPACITY * (step + 1)) / LINK_OPACITY_STEPS})`;
    ctx.stroke(path);
  });
  const dots = new Path2D();
  for (const p of particles) {
    dots.moveTo(p.x + p.radius, p.y);
    dots.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
  }
  ctx.fillStyle = "rgba(199, 210, 254, 0.6)";
  ctx.fill(dots);
}

function move(particles: Particle[], w: number, h: number) {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > w) p.vx *= -1;
    if (p.y < 0 || p.y > h) p.vy *= -1;
  }
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
 * A decorative field of drifting, linked particles filling its positioned parent. It animates only
 * while on screen and while the tab is visible, and shows a still frame under reduced motion.
 */
export function ParticleCanvas({ className = "" }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;

    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let onScreen = false;
    let frame = 0;
    let lastDrawn = 0;
    // The still frame is drawn at once; the drift starts when the page has finished loading and is
    // idle, so it never competes with the first paint or hydration.
    let settled = false;

    const step = (now: number) => {
      if (now - lastDrawn >= FRAME_INTERVAL_MS) {
        lastDrawn = now;
        move(particles, width, height);
        drawFrame(ctx, particles, width, height);
      }
      frame = requestAnimationFrame(step);
    };
    const syncAnimation = () => {
      const shouldRun = settled && onScreen && !document.hidden && !reducedMotion.matches;
      if (shouldRun && frame === 0) frame = requestAnimationFrame(step);
      if (!shouldRun && frame !== 0) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };
    const resize = () => {
      // Decorative and soft: device pixels beyond 1.5 per CSS pixel only cost drawing time.
      const ratio = Math.min(window.devicePixelRatio || 1, 1.5);
      const { clientWidth, clientHeight } = canvas;
      if (clientWidth === width && clientHeight === height) return;
      if (particles.length === 0) particles = createParticles(clientWidth, clientHeight);
      else {
        for (const p of particles) {
          p.x = (p.x / (width || 1)) * clientWidth;
          p.y = (p.y / (height || 1)) * clientHeight;
        }
      }
      width = clientWidth;
      height = clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.lineWidth = 1;
      drawFrame(ctx, particles, width, height);
    };

    resize();
    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? false;
      syncAnimation();
    });
    visibilityObserver.observe(canvas);
    document.addEventListener("visibilitychange", syncAnimation);
    reducedMotion.addEventListener("change", syncAnimation);
    const settle = () => {
      settled = true;
      syncAnimation();
    };
    const cancelSettle = whenIdle(settle);

    return () => {
      cancelSettle();
      cancelAnimationFrame(frame);
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
      className={`pointer-events-none absolute inset-0 h-full w-full ${className}`}
    />
  );
}
