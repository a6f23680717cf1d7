import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_INTERVAL_MS, ParticleField } from "./particle-field";

const COLOURS = { dot: "white", link: "white" };

/** A 2D context that keeps the opacity of each frame the field draws. */
function recordingContext() {
  const frameOpacities: number[] = [];
  const ctx = {
    canvas: { width: 0, height: 0 },
    globalAlpha: 1,
    lineWidth: 1,
    strokeStyle: "",
    fillStyle: "",
    clearRect: () => {},
    stroke: () => {},
    fill: () => frameOpacities.push(ctx.globalAlpha),
  };
  return { ctx: ctx as unknown as OffscreenCanvasRenderingContext2D, frameOpacities };
}

const SIZE = { width: 390, height: 700 };
const FRAMES_TO_FADE_IN = Math.ceil(700 / FRAME_INTERVAL_MS);

describe("ParticleField", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "Path2D",
      class {
        moveTo() {}
        lineTo() {}
        arc() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fades in over its first 0.7 s of drift, then stays whole", () => {
    const { ctx, frameOpacities } = recordingContext();
    const field = new ParticleField(ctx, COLOURS, { fadeIn: true });
    field.resize(SIZE);
    for (let frame = 0; frame < FRAMES_TO_FADE_IN + 3; frame++) field.step();

    expect(frameOpacities[0]).toBe(0);
    const fading = frameOpacities.slice(0, FRAMES_TO_FADE_IN + 1);
    expect(fading).toEqual([...fading].sort((a, b) => a - b));
    expect(frameOpacities[FRAMES_TO_FADE_IN - 2]).toBeLessThan(1);
    expect(frameOpacities.slice(FRAMES_TO_FADE_IN)).toEqual([1, 1, 1, 1]);
  });

  it("draws a still field whole at once", () => {
    const { ctx, frameOpacities } = recordingContext();
    new ParticleField(ctx, COLOURS, { fadeIn: false }).resize(SIZE);
    expect(frameOpacities).toEqual([1]);
  });

  it("shows the whole field when its drift stops mid-fade", () => {
    const { ctx, frameOpacities } = recordingContext();
    const field = new ParticleField(ctx, COLOURS, { fadeIn: true });
    field.resize(SIZE);
    field.step();
    field.still();
    expect(frameOpacities.at(-1)).toBe(1);
    field.still();
    expect(frameOpacities).toHaveLength(3);
  });

  it("draws at one pixel per CSS pixel", () => {
    const { ctx } = recordingContext();
    new ParticleField(ctx, COLOURS, { fadeIn: false }).resize({ width: 390.4, height: 700 });
    expect(ctx.canvas).toMatchObject({ width: 390, height: 700 });
  });
});
