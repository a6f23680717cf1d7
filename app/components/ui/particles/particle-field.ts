import { PARTICLE_COUNT } from "~/content/site-constants";

/** The particle field's state and drawing, on the canvas the page hands to its worker. */

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

export interface FieldSize {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel the canvas is drawn at. */
  ratio: number;
}

/** Links between particles closer than this (CSS px) are drawn, fading with distance. */
const LINK_DISTANCE = 120;
const SPEED = 0.25;
/** A slow drift needs no more than 30 frames a second. */
export const FRAME_INTERVAL_MS = 1000 / 30;
/** Links are drawn in a few opacity steps, one path each, instead of one stroke per pair. */
const LINK_OPACITY_STEPS = 4;
const MAX_LINK_OPACITY = 0.14;

/** Decorative and soft: device pixels beyond 1.5 per CSS pixel only cost drawing time. */
export const drawingRatio = (devicePixelRatio: number) => Math.min(devicePixelRatio || 1, 1.5);

export class ParticleField {
  private particles: Particle[] = [];
  private size: FieldSize = { width: 0, height: 0, ratio: 1 };

  constructor(private readonly ctx: OffscreenCanvasRenderingContext2D) {}

  /** Fits the field to a new size, keeping each particle where it was relative to the whole. */
  resize(size: FieldSize) {
    const { width, height } = this.size;
    if (this.particles.length === 0) {
      this.particles = Array.from({ length: PARTICLE_COUNT }, () => ({
        x: Math.random() * size.width,
        y: Math.random() * size.height,
        vx: (Math.random() - 0.5) * SPEED * 2,
        vy: (Math.random() - 0.5) * SPEED * 2,
        radius: 1 + Math.random() * 1.8,
      }));
    } else {
      for (const p of this.particles) {
        p.x = (p.x / (width || 1)) * size.width;
        p.y = (p.y / (height || 1)) * size.height;
      }
    }
    this.size = size;
    const canvas = this.ctx.canvas;
    canvas.width = Math.round(size.width * size.ratio);
    canvas.height = Math.round(size.height * size.ratio);
    this.ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
    this.ctx.lineWidth = 1;
    this.draw();
  }

  /** One step of the drift, then the frame. */
  step() {
    const { width, height } = this.size;
    for (const p of this.particles) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    this.draw();
  }

  private draw() {
    const { ctx, particles } = this;
    ctx.clearRect(0, 0, this.size.width, this.size.height);
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
        const step = Math.min(LINK_OPACITY_STEPS - 1, Math.floor(closeness * LINK_OPACITY_STEPS));
        linksByStep[step]!.moveTo(a.x, a.y);
        linksByStep[step]!.lineTo(b.x, b.y);
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
}
