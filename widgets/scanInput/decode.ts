import type { QuaggaJSCodeReader } from '@ericblade/quagga2';

/**
 * Decoding video frames: jsqr for QR codes on the frame's pixels, quagga2 for 1-D barcodes on the
 * frame as an image. Both libraries load on the first frame.
 */

export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The 1-D formats the shop's labels and goods use. */
export const BARCODE_READERS: QuaggaJSCodeReader[] = ['code_128_reader', 'ean_reader', 'ean_8_reader', 'upc_reader', 'code_39_reader', 'codabar_reader', 'i2of5_reader'];

export async function decodeQr(frame: Frame): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

export async function decodeBarcode(src: string): Promise<string | null> {
  const { default: Quagga } = await import('@ericblade/quagga2');
  try {
    const result = await Quagga.decodeSingle({
      src,
      numOfWorkers: 0,
      locate: true,
      inputStream: { size: 800 },
      decoder: { readers: BARCODE_READERS },
    });
    return result?.codeResult?.code ?? null;
  } catch {
    // quagga rejects a frame with nothing it can locate; that is just "not yet".
    return null;
  }
}

/** The current video frame, drawn into `canvas`; null before the video has a picture. */
export function grabFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Frame | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return { data: image.data, width, height };
}

/** One frame: a QR code first (cheap), then a barcode (quagga takes longer). */
export async function decodeVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  const frame = grabFrame(video, canvas);
  if (!frame) return null;
  return (await decodeQr(frame)) ?? (await decodeBarcode(canvas.toDataURL('image/jpeg', 0.8)));
}
