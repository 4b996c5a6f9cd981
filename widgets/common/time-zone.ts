import { proxy, useSnapshot } from 'valtio';
import { DATE_TIME_FORMAT, effectiveTimeZone, formatTime, hostTimeZone } from '../../schemas/format/time';

/**
 * The zone every screen shows times in: the system setting `timeZone`, which the runtime sets when it loads the
 * current user (runtime/app/loadSession.ts) and after the setting is saved. Until then, the browser's.
 * Exports format with the same function on the server (schemas/format/time.ts), so a screen and an export agree.
 */
const state = proxy({ zone: hostTimeZone() });

export function setDisplayTimeZone(stored: string | null | undefined): void {
  state.zone = effectiveTimeZone(stored);
}

/** The zone now (for code outside React render, e.g. a column's render function). */
export const displayTimeZone = (): string => state.zone;

/** The zone, re-rendering the caller when it changes. */
export function useDisplayTimeZone(): string {
  return useSnapshot(state).zone;
}

/** A stored time as text in the display zone (see formatTime); '' when empty. */
export const displayTime = (value: unknown, format: string = DATE_TIME_FORMAT): string => formatTime(value, state.zone, format) ?? '';
