import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { BARCODE_READERS, decodeBarcode, decodeQr, type Frame } from '../../../widgets/scanInput/decode';
import { cameraErrorText, cameraUnavailable, errorMessage } from '../../../widgets/scanInput/errors';
import { pickText } from '../../../schemas/text';

const decodeSingle = vi.fn();
vi.mock('@ericblade/quagga2', () => ({ default: { decodeSingle: (...args: unknown[]) => decodeSingle(...args) } }));

afterEach(() => decodeSingle.mockReset());

/** A real QR code as camera pixels: qrcode.react's module path, painted 4 px per module on white. */
function qrFrame(text: string): Frame {
  const { container, unmount } = render(<QRCodeSVG value={text} level="H" marginSize={4} />);
  const svg = container.querySelector('svg')!;
  const cells = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelectorAll('path')[1].getAttribute('d')!;
  unmount();
  const scale = 4;
  const size = cells * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(w)) * scale; col += 1) {
        const at = (row * size + col) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  return { data, width: size, height: size };
}

describe('scanInput decoding', () => {
  it('reads a QR code from frame pixels (jsqr)', async () => {
    expect(await decodeQr(qrFrame('GF-2026-0001'))).toBe('GF-2026-0001');
  });

  it('gives null for a frame without a code', async () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(await decodeQr(blank)).toBeNull();
  });

  it('reads 1-D barcodes with quagga2 decodeSingle on the frame image, code 128 and EAN among the readers', async () => {
    decodeSingle.mockResolvedValue({ codeResult: { code: '6901234567892' } });
    expect(await decodeBarcode('data:image/jpeg;base64,AAAA')).toBe('6901234567892');
    const [config] = decodeSingle.mock.calls[0] as [{ src: string; numOfWorkers: number; decoder: { readers: string[] } }];
    expect(config.src).toBe('data:image/jpeg;base64,AAAA');
    expect(config.numOfWorkers).toBe(0);
    expect(config.decoder.readers).toEqual(BARCODE_READERS);
    expect(BARCODE_READERS).toEqual(expect.arrayContaining(['code_128_reader', 'ean_reader']));
  });

  it('treats a frame quagga cannot read as "not yet"', async () => {
    decodeSingle.mockResolvedValueOnce({ codeResult: { code: null } }).mockRejectedValueOnce(new Error('no box'));
    expect(await decodeBarcode('data:,')).toBeNull();
    expect(await decodeBarcode('data:,')).toBeNull();
  });
});

describe('scanInput camera errors (docs/product.md#messages)', () => {
  const en = (error: unknown) => pickText(cameraErrorText(error), 'en');
  const named = (name: string) => new DOMException('x', name);

  it('maps getUserMedia failures to the catalogue texts', () => {
    expect(en(named('NotAllowedError'))).toBe('ERROR: you need to grant camera access');
    expect(en(named('NotFoundError'))).toBe('no camera on this device');
    expect(en(named('NotReadableError'))).toBe('camera is occupied');
    expect(en(named('OverconstrainedError'))).toBe('installed camera not suitable');
    expect(en({ name: 'PermissionDeniedError' })).toBe('ERROR: you need to grant camera access');
  });

  it('has Chinese texts', () => {
    expect(pickText(cameraErrorText(named('NotFoundError')), 'zh')).toBe('此设备没有摄像头');
    expect(pickText(cameraErrorText(named('NotReadableError')), 'zhtw')).toBe('攝影機被佔用');
  });

  it('shows any other failure with its own text', () => {
    expect(en(new Error('device lost'))).toBe('device lost');
    expect(errorMessage('boom')).toBe('boom');
  });

  it('refuses before asking: insecure pages, browsers without the stream API', () => {
    const getUserMedia = () => Promise.resolve();
    expect(pickText(cameraUnavailable({ isSecureContext: false, mediaDevices: { getUserMedia } }), 'en')).toBe('secure context required (HTTPS, localhost)');
    expect(pickText(cameraUnavailable({ isSecureContext: true, mediaDevices: undefined }), 'en')).toBe('this browser does not support the stream API');
    expect(cameraUnavailable({ isSecureContext: true, mediaDevices: { getUserMedia } })).toBeNull();
  });
});
