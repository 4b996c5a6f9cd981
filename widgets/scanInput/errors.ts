import type { LocalText } from '../../schemas/text';
import { CAMERA_ERRORS } from './texts';

/** Why the camera cannot start before asking for it: none of the stream API without it, or an insecure page. */
export function cameraUnavailable(env: { isSecureContext?: boolean; mediaDevices?: unknown }): LocalText | null {
  if (env.isSecureContext === false) return CAMERA_ERRORS.insecure;
  if (!env.mediaDevices || typeof (env.mediaDevices as MediaDevices).getUserMedia !== 'function') return CAMERA_ERRORS.noStreamApi;
  return null;
}

/**
 * The message for a getUserMedia failure (docs/product.md#messages), by the DOMException name browsers use;
 * older names (PermissionDeniedError, DevicesNotFoundError, TrackStartError, ...) map the same way.
 * Anything else shows its own text.
 */
export function cameraErrorText(error: unknown): LocalText {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_ERRORS.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return CAMERA_ERRORS.none;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_ERRORS.busy;
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return CAMERA_ERRORS.unsuitable;
    case 'NotSupportedError':
    case 'TypeError':
      return CAMERA_ERRORS.noStreamApi;
    default:
      return errorMessage(error);
  }
}

/** An error's own text (camera listing failures show it as a warning). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return String((error as { name?: unknown } | null)?.name ?? error);
}
