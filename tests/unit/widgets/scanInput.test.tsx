import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { scanInputWidget } from '../../../widgets/scanInput';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [scanInputWidget.key]: scanInputWidget });

// happy-dom has no canvas or video frames: the frame decoder (unit-tested in scanInput-decode.test.tsx)
// answers what the camera "sees".
const seen = { text: null as string | null };
vi.mock('../../../widgets/scanInput/decode', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../widgets/scanInput/decode')>()),
  decodeVideoFrame: async () => seen.text,
}));

interface FakeTrack {
  kind: 'video';
  stop: ReturnType<typeof vi.fn>;
  applyConstraints: ReturnType<typeof vi.fn>;
  getCapabilities: () => { torch?: boolean };
}

/** The device edge: navigator.mediaDevices with a fake camera. */
function fakeCamera({ torch = false, cameras = 1 } = {}) {
  const streams: Array<{ tracks: FakeTrack[] }> = [];
  const getUserMedia = vi.fn(async () => {
    const track: FakeTrack = { kind: 'video', stop: vi.fn(), applyConstraints: vi.fn(async () => {}), getCapabilities: () => ({ torch }) };
    const entry = { tracks: [track] };
    streams.push(entry);
    // A real (empty) MediaStream, so the video element takes it, with the fake track.
    return Object.assign(new MediaStream(), { getTracks: () => entry.tracks, getVideoTracks: () => entry.tracks });
  });
  const enumerateDevices = vi.fn(async () =>
    Array.from({ length: cameras }, (_, index) => ({ kind: 'videoinput', deviceId: `cam${index}`, label: `cam ${index}` })),
  );
  setDevices({ getUserMedia, enumerateDevices });
  return { getUserMedia, enumerateDevices, streams };
}

function setDevices(mediaDevices: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
}

function setSecure(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

const en = () => ({ ...makeServices(), lang: 'en' as const });

async function openScanner() {
  fireEvent.click(screen.getByRole('button', { name: /^(扫码|Scan)$/ }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  seen.text = null;
  setSecure(true);
});

afterEach(() => {
  setDevices(undefined);
});

describe('scanInput', () => {
  it('emits what is typed and shows it', async () => {
    const { onChange, user } = renderWidget('scanInput');
    await user.type(screen.getByRole('textbox'), 'A1');
    expect(lastValue(onChange)).toBe('A1');
  });

  it('warns 请输入内容 when querying an empty input', async () => {
    const { onChange } = renderWidget('scanInput');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入内容')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('queries the trimmed text', async () => {
    const { onChange } = renderWidget('scanInput', { value: '  GF-1 ' });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(lastValue(onChange)).toBe('GF-1');
    expect(screen.queryByText('请输入内容')).toBeNull();
  });

  it('shows the scan dialog with the camera, the hint and 我的二维码 (the user id)', async () => {
    const camera = fakeCamera();
    renderWidget('scanInput');
    await openScanner();
    expect(screen.getByText('将二维码/条码放入框内，即自动扫描')).toBeTruthy();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) })));
    fireEvent.click(screen.getByText('我的二维码'));
    const qr = await waitFor(() => {
      const found = document.querySelector('.ant-popover svg');
      if (!found) throw new Error('no QR yet');
      return found;
    });
    expect(qr.getAttribute('aria-label')).toBe('我的二维码');
    expect(qr.getAttribute('width')).toBe('150');
  });

  it('on decode emits the code, stops the camera and closes', async () => {
    const camera = fakeCamera();
    const { onChange } = renderWidget('scanInput');
    await openScanner();
    await waitFor(() => expect(camera.streams).toHaveLength(1));
    seen.text = 'GF-2026-0001';
    await waitFor(() => expect(lastValue(onChange)).toBe('GF-2026-0001'));
    expect(camera.streams[0].tracks[0].stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops the camera when the dialog is closed without a code', async () => {
    const camera = fakeCamera();
    const { onChange } = renderWidget('scanInput');
    await openScanner();
    await waitFor(() => expect(camera.streams).toHaveLength(1));
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(camera.streams[0].tracks[0].stop).toHaveBeenCalled());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('switches between the rear and the front camera', async () => {
    const camera = fakeCamera({ cameras: 2 });
    renderWidget('scanInput');
    await openScanner();
    fireEvent.click(await screen.findByRole('button', { name: /前置摄像头/ }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) })));
    expect(camera.streams[0].tracks[0].stop).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: /后置摄像头/ })).toBeTruthy();
  });

  it('turns the torch on and off where the camera has one', async () => {
    const camera = fakeCamera({ torch: true });
    renderWidget('scanInput');
    await openScanner();
    fireEvent.click(await screen.findByRole('button', { name: /打开手电筒/ }));
    await waitFor(() => expect(camera.streams[0].tracks[0].applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] }));
    fireEvent.click(await screen.findByRole('button', { name: /关闭手电筒/ }));
    await waitFor(() => expect(camera.streams[0].tracks[0].applyConstraints).toHaveBeenLastCalledWith({ advanced: [{ torch: false }] }));
  });

  it('offers no torch without one', async () => {
    const camera = fakeCamera({ torch: false });
    renderWidget('scanInput');
    await openScanner();
    await waitFor(() => expect(camera.streams).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /手电筒/ })).toBeNull();
  });

  it.each([
    ['NotAllowedError', 'ERROR: you need to grant camera access'],
    ['NotFoundError', 'no camera on this device'],
    ['NotReadableError', 'camera is occupied'],
    ['OverconstrainedError', 'installed camera not suitable'],
  ])('shows the camera error for %s', async (name, text) => {
    const camera = fakeCamera();
    camera.getUserMedia.mockRejectedValueOnce(new DOMException('failed', name));
    renderWidget('scanInput', { services: en() });
    await openScanner();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('needs a secure context', async () => {
    const camera = fakeCamera();
    setSecure(false);
    renderWidget('scanInput', { services: en() });
    await openScanner();
    expect(await screen.findByText('secure context required (HTTPS, localhost)')).toBeTruthy();
    expect(camera.getUserMedia).not.toHaveBeenCalled();
  });

  it('needs the stream API', async () => {
    setDevices(undefined);
    renderWidget('scanInput', { services: en() });
    await openScanner();
    expect(await screen.findByText('this browser does not support the stream API')).toBeTruthy();
  });

  it('warns with the error text when the cameras cannot be listed', async () => {
    const camera = fakeCamera();
    camera.enumerateDevices.mockRejectedValueOnce(new Error('enumerate failed'));
    renderWidget('scanInput');
    await openScanner();
    expect(await screen.findByText('enumerate failed')).toBeTruthy();
  });

  it('displays the code, or the empty dash', () => {
    const { container, unmount } = renderDisplay('scanInput', { value: 'GF-1' });
    expect(container.textContent).toBe('GF-1');
    unmount();
    expect(renderDisplay('scanInput', { value: '' }).container.textContent).toBe('—');
  });
});
