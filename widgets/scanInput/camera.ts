/** The camera edge (getUserMedia): open, stop, torch, list. Errors go to errors.ts for their texts. */

export type Facing = 'environment' | 'user';

export function mediaDevices(): MediaDevices | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
}

export function openCamera(facing: Facing): Promise<MediaStream> {
  return mediaDevices()!.getUserMedia({ audio: false, video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } } });
}

/** Releases the camera (its light goes off). */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Whether the video track can switch a torch (Chrome on Android; capabilities are not in every browser). */
export function torchSupported(stream: MediaStream | null): boolean {
  const track = stream?.getVideoTracks()[0];
  const capabilities = track && typeof track.getCapabilities === 'function' ? (track.getCapabilities() as { torch?: boolean }) : undefined;
  return Boolean(capabilities?.torch);
}

export function setTorch(stream: MediaStream, on: boolean): Promise<void> {
  const track = stream.getVideoTracks()[0];
  // `torch` is not in the DOM typings yet.
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/** The video inputs (the camera switch shows with more than one). */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await mediaDevices()!.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput');
}
