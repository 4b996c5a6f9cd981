import { describe, expect, it } from 'vitest';
import {
  dayOf, effectiveTimeZone, epochOfWallClock, formatTime, hostTimeZone, isTimeZone, monthOf, timeZoneNames,
} from '../../../schemas/format/time';

// 2026-03-31 17:30:00 UTC is already 2026-04-01 01:30 in China: the day and the month differ by zone.
const AT = Date.UTC(2026, 2, 31, 17, 30, 0);

describe('formatTime: one instant, the configured zone', () => {
  it('writes the same instant as the wall clock of each zone', () => {
    expect(formatTime(AT, 'UTC')).toBe('2026-03-31 17:30:00');
    expect(formatTime(AT, 'Asia/Shanghai')).toBe('2026-04-01 01:30:00');
    expect(formatTime(AT, 'America/New_York', 'YYYY-MM-DD HH:mm')).toBe('2026-03-31 13:30');
  });

  it('reads epoch ms as a number, as digits, as a Date and as ISO text with an offset alike', () => {
    for (const value of [AT, String(AT), new Date(AT), '2026-03-31T17:30:00.000Z', '2026-04-01T01:30:00+08:00']) {
      expect(formatTime(value, 'Asia/Shanghai')).toBe('2026-04-01 01:30:00');
    }
  });

  it('never shifts a calendar date or a wall-clock text, in any zone', () => {
    for (const zone of ['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(formatTime('2026-04-01', zone, 'YYYY-MM-DD')).toBe('2026-04-01');
      expect(formatTime('2026-04-01 00:15:00', zone)).toBe('2026-04-01 00:15:00');
    }
  });

  it('fills JNPF tokens, keeps midnight as 00 and leaves empty and unreadable values alone', () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 16, 0, 0), 'Asia/Shanghai', 'yyyy/MM/dd HH:mm')).toBe('2026/01/02 00:00');
    expect(formatTime(null, 'UTC')).toBeNull();
    expect(formatTime('', 'UTC')).toBeNull();
    expect(formatTime('soon', 'UTC')).toBe('soon');
  });
});

describe('zones', () => {
  it('accepts IANA names and refuses others; an unusable setting falls back to the host', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(effectiveTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(effectiveTimeZone('nonsense')).toBe(hostTimeZone());
    expect(timeZoneNames()).toEqual(expect.arrayContaining(['Asia/Shanghai', 'UTC', hostTimeZone()]));
  });
});

describe('month and day boundaries', () => {
  it('puts an instant in the month and day of the zone', () => {
    expect(monthOf(AT, 'UTC')).toBe('2026-03');
    expect(monthOf(AT, 'Asia/Shanghai')).toBe('2026-04');
    expect(dayOf(new Date(AT), 'UTC')).toBe('2026-03-31');
    expect(dayOf(new Date(AT), 'Asia/Shanghai')).toBe('2026-04-01');
  });

  it('finds the instant of a wall clock in a zone (the inverse of formatTime), across a DST change too', () => {
    expect(epochOfWallClock(2026, 4, 1, 1, 30, 0, 0, 'Asia/Shanghai')).toBe(AT);
    expect(epochOfWallClock(2026, 3, 31, 17, 30, 0, 0, 'UTC')).toBe(AT);
    // New York on 2026-03-08 moved from UTC-5 to UTC-4 at 02:00.
    expect(epochOfWallClock(2026, 3, 8, 1, 0, 0, 0, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 6, 0, 0));
    expect(epochOfWallClock(2026, 3, 8, 12, 0, 0, 0, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 16, 0, 0));
    expect(formatTime(epochOfWallClock(2026, 7, 1, 0, 0, 0, 0, 'Europe/Berlin'), 'Europe/Berlin')).toBe('2026-07-01 00:00:00');
  });
});
