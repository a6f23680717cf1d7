import { PARTICLE_COUNT } from "~/content/site-constants";

/** The particle field's state and drawing, on the canvas the page hands to its worker. */

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

/**
 * CSS pixels. The canvas is drawn at one pixel per CSS pixel whatever the screen's density: the
 * dots and links are soft, and each extra pixel costs raster and compositing time on every frame
 * (on a 1.75x phone, drawing at 1.5x took 130 ms of processor time a second; at 1x, 88).
 */
export interface FieldSize {
  width: number;
  height: number;
}

/** The dots' and the links' colours: any CSS colour, the dots' with their own opacity. */
export interface FieldColours {
  dot: string;
  link: string;
}

/** Links between particles closer than this (CSS px) are drawn, fading with distance. */
const LINK_DISTANCE = 120;
const SPEED = 0.25;
/** A slow drift needs no more than 30 frames a second. */
export const FRAME_INTERVAL_MS = 1000 / 30;
/** Links are drawn in a few opacity steps, one path each, instead of one stroke per pair. */
const LINK_OPACITY_STEPS = 4;
const MAX_LINK_OPACITY = 0.14;
/**
 * A field that starts drifting fades in over this long, drawn by the worker itself: a CSS
 * transition on the canvas would have the compositor redraw the hero 60 times a second meanwhile.
 */
const FADE_IN_MS = 700;

export class ParticleField {
  private particles: Particle[] = [];
  private size: FieldSize = { width: 0, height: 0 };
  private opacity: number;

  /** A field that starts drifting fades in; a still one shows at once. */
  constructor(
    private readonly ctx: OffscreenCanvasRenderingContext2D,
    private readonly colours: FieldColours,
    { fadeIn }: { fadeIn: boolean },
  ) {
    this.opacity = fadeIn ? 0 : 1;
  }

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
    canvas.width = Math.round(size.width);
    canvas.height = Math.round(size.height);
    this.ctx.lineWidth = 1;
    this.draw();
  }

  /** One step of the drift (and of the fade-in), then the frame. */
  step() {
    this.opacity = Math.min(1, this.opacity + FRAME_INTERVAL_MS / FADE_IN_MS);
    const { width, height } = this.size;
    for (const p of this.particles) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    this.draw();
  }

  /** A drift stopped mid-fade shows the whole field: a still frame is never left half drawn. */
  still() {
    if (this.opacity === 1) return;
    this.opacity = 1;
    this.draw();
  }

  private draw() {
    const { ctx, particles } = this;
    ctx.clearRect(0, 0, this.size.width, this.size.height);
    ctx.globalAlpha = this.opacity;
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
    ctx.strokeStyle = this.colours.link;
    linksByStep.forEach((path, step) => {
      ctx.globalAlpha = (this.opacity * MAX_LINK_OPACITY * (step + 1)) / LINK_OPACITY_STEPS;
      ctx.stroke(path);
    });
    ctx.globalAlpha = this.opacity;
    const dots = new Path2D();
    for (const p of particles) {
      dots.moveTo(p.x + p.radius, p.y);
      dots.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = this.colours.dot;
    ctx.fill(dots);
  }
}
