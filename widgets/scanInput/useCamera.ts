import { useEffect, useState } from 'react';
import type { LocalText } from '../../schemas/text';
import { listCameras, mediaDevices, openCamera, stopStream, type Facing } from './camera';
import { cameraErrorText, cameraUnavailable, errorMessage } from './errors';

export interface CameraState {
  stream: MediaStream | null;
  error: LocalText | null;
  /** How many cameras the device lists (the switch shows with two or more). */
  cameras: number;
}

/**
 * The camera while `active`: opens the `facing` one, releases it when the dialog closes or the facing
 * changes. `onListError` gets the text of a failed camera listing (a warning, not fatal).
 */
export function useCamera(active: boolean, facing: Facing, onListError: (text: string) => void): CameraState {
  const [state, setState] = useState<CameraState>({ stream: null, error: null, cameras: 0 });

  useEffect(() => {
    if (!active) return;
    const unavailable = cameraUnavailable({ isSecureContext: window.isSecureContext, mediaDevices: mediaDevices() });
    if (unavailable) {
      setState((prev) => ({ ...prev, stream: null, error: unavailable }));
      return;
    }
    let live = true;
    let opened: MediaStream | null = null;
    openCamera(facing).then(
      (stream) => {
        opened = stream;
        if (live) setState((prev) => ({ ...prev, stream, error: null }));
        else stopStream(stream);
      },
      (error: unknown) => live && setState((prev) => ({ ...prev, stream: null, error: cameraErrorText(error) })),
    );
    return () => {
      live = false;
      stopStream(opened);
    };
  }, [active, facing]);

  useEffect(() => {
    if (!active || cameraUnavailable({ isSecureContext: window.isSecureContext, mediaDevices: mediaDevices() })) return;
    let live = true;
    listCameras().then(
      (list) => live && setState((prev) => ({ ...prev, cameras: list.length })),
      (error: unknown) => live && onListError(errorMessage(error)),
    );
    return () => {
      live = false;
    };
    // Listed once per opening; the callback's identity does not matter.
  }, [active]);

  return state;
}
