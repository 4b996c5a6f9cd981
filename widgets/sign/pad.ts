/**
 * The drawing surface behind the signature dialog, kept behind this small interface: the dialog
 * needs only these four things, and tests (happy-dom has no canvas) swap in a fake.
 */
export interface SignPad {
  isEmpty(): boolean;
  clear(): void;
  /** The drawing as a PNG. */
  toBlob(): Promise<Blob>;
  destroy(): void;
}

/** Spec section 9: stroke 6 px, black. signature_pad widths are radii, so 3 on each side of the line. */
export const PEN = { color: '#000000', radius: 3 } as const;

/** signature_pad on `canvas` (the library loads with the first dialog opened). */
export async function createSignPad(canvas: HTMLCanvasElement): Promise<SignPad> {
  // A browser without a 2D canvas cannot sign; the dialog says so instead of crashing.
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  const { default: SignaturePad } = await import('signature_pad');
  // Sharp strokes on high-density screens: a bigger backing store, drawn at the CSS size.
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const { width, height } = canvas;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  context.scale(ratio, ratio);
  const pad = new SignaturePad(canvas, { penColor: PEN.color, minWidth: PEN.radius, maxWidth: PEN.radius, dotSize: PEN.radius });
  return {
    isEmpty: () => pad.isEmpty(),
    clear: () => pad.clear(),
    toBlob: () =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'),
      ),
    destroy: () => pad.off(),
  };
}
