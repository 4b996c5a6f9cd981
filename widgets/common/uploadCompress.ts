import { compressTarget, type CompressSetting } from './uploadRules';

/**
 * Image compression in the browser (docs/product.md#upload-rules): the picture is redrawn on a canvas and encoded as
 * JPEG with falling quality, then at smaller scales, until it is under the target size. Any failure
 * (no canvas, undecodable image, target out of reach) rejects; the widget then says 'compression failed'.
 */

/** Encodes the picture at a scale of its size (0-1] and a JPEG quality (0-1]. */
export type Encoder = (scale: number, quality: number) => Promise<Blob>;

const QUALITIES = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15];
const SCALES = [1, 0.75, 0.5, 0.35, 0.25];

/** Formats worth redrawing; animated GIFs, SVG drawings and the rest are sent as they are. */
const COMPRESSIBLE = /^image\/(jpeg|png|webp|bmp)$/;

export class CompressionError extends Error {
  constructor(message = 'compression failed') {
    super(message);
    this.name = 'CompressionError';
  }
}

/** The first encoding under `target` bytes, trying quality before scale (the pure search). */
export async function encodeUnder(encode: Encoder, target: number): Promise<Blob> {
  for (const scale of SCALES) {
    for (const quality of QUALITIES) {
      const blob = await encode(scale, quality);
      if (blob.size <= target) return blob;
    }
  }
  throw new CompressionError('target size out of reach');
}

async function canvasBlob(width: number, height: number, draw: (ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D) => void, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new CompressionError('no 2d canvas');
    draw(ctx);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CompressionError('no 2d canvas');
  draw(ctx);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CompressionError('canvas gave no blob'))), 'image/jpeg', quality);
  });
}

/** An encoder over a decoded picture; `close` frees the bitmap. */
export async function canvasEncoder(file: Blob): Promise<{ encode: Encoder; close: () => void }> {
  if (typeof createImageBitmap !== 'function') throw new CompressionError('createImageBitmap is not available');
  const bitmap = await createImageBitmap(file);
  const encode: Encoder = (scale, quality) => {
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    return canvasBlob(width, height, (ctx) => {
      // JPEG has no transparency: a white ground instead of black behind transparent PNG pixels.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(bitmap, 0, 0, width, height);
    }, quality);
  };
  return { encode, close: () => bitmap.close() };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/** The file to upload: compressed under the setting's target, or the original when nothing needs doing. */
export async function compressImage(file: File, setting: CompressSetting | null | undefined): Promise<File> {
  const target = compressTarget(setting, file.size);
  if (target === null || !COMPRESSIBLE.test(file.type)) return file;
  const { encode, close } = await canvasEncoder(file);
  try {
    const blob = await encodeUnder(encode, target);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    close();
  }
}
