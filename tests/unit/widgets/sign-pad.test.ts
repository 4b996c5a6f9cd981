import { describe, expect, it, vi } from 'vitest';
import { createSignPad } from '../../../widgets/sign/pad';

const made: Array<{ canvas: HTMLCanvasElement; options: Record<string, unknown>; off: ReturnType<typeof vi.fn> }> = [];

// The library edge: record how the adapter configures signature_pad.
vi.mock('signature_pad', () => ({
  default: class {
    off = vi.fn();
    cleared = 0;
    constructor(canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      made.push({ canvas, options, off: this.off });
    }
    isEmpty() {
      return this.cleared > 0;
    }
    clear() {
      this.cleared += 1;
    }
  },
}));

describe('sign pad adapter', () => {
  it('draws black strokes 6 px wide (radius 3 at any speed) on the 580 px canvas', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 580;
    canvas.height = 300;
    // happy-dom has no 2D canvas: a context that records the scaling for high-density screens.
    const scale = vi.fn();
    vi.spyOn(canvas, 'getContext').mockReturnValue({ scale } as unknown as CanvasRenderingContext2D);
    const pad = await createSignPad(canvas);
    expect(made[0].canvas).toBe(canvas);
    expect(made[0].options).toMatchObject({ penColor: '#000000', minWidth: 3, maxWidth: 3 });
    expect(canvas.style.width).toBe('580px');
    expect(canvas.style.height).toBe('300px');
    expect(scale).toHaveBeenCalledWith(window.devicePixelRatio || 1, window.devicePixelRatio || 1);
    expect(pad.isEmpty()).toBe(false);
    pad.clear();
    expect(pad.isEmpty()).toBe(true);
    pad.destroy();
    expect(made[0].off).toHaveBeenCalled();
  });

  it('refuses a canvas without a 2D context instead of crashing in the library', async () => {
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getContext').mockReturnValue(null);
    await expect(createSignPad(canvas)).rejects.toThrow('canvas 2d context unavailable');
  });
});
