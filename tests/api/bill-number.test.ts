import { describe, expect, it } from 'vitest';
import { datePart, nextNumber, ruleExample, type RuleShape } from '../../server/modules/system/bill-number';

const rule = (over: Partial<RuleShape> = {}): RuleShape => ({
  prefix: 'JS', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0', thisNumber: 0, outputNumber: null, ...over,
});

/** Applies a number to the rule as issueBillNumber does. */
const issueOn = (r: RuleShape, now: Date): RuleShape => {
  const next = nextNumber(r, now);
  return { ...r, thisNumber: next.thisNumber, outputNumber: next.number };
};

const jan31 = new Date(2024, 0, 31, 23, 59);
const feb1 = new Date(2024, 1, 1, 0, 1);

describe('datePart', () => {
  it('formats the JNPF patterns in local time', () => {
    expect(datePart('yyyyMMdd', new Date(2024, 2, 5))).toBe('20240305');
    expect(datePart('yyyyMM', new Date(2024, 2, 5))).toBe('202403');
    expect(datePart('yyyy', new Date(2024, 2, 5))).toBe('2024');
    expect(datePart('no', new Date(2024, 2, 5))).toBe('');
  });

  it('formats the date in a given time zone, whatever the host\'s', () => {
    const instant = new Date('2024-01-31T20:00:00Z');
    expect(datePart('yyyyMMdd', instant, 'Asia/Shanghai')).toBe('20240201');
    expect(datePart('yyyyMMdd', instant, 'America/New_York')).toBe('20240131');
    expect(datePart('yyyyMM', new Date('2024-01-31T16:30:00Z'), 'Asia/Tokyo')).toBe('202402');
  });
});

describe('nextNumber', () => {
  it('issues start + 1 first, padded to digit', () => {
    expect(nextNumber(rule(), jan31)).toEqual({ thisNumber: 1, number: 'JS202401310001' });
    expect(nextNumber(rule({ startNumber: '100', digit: 6 }), jan31).number).toBe('JS20240131000101');
  });

  it('counts on within the same date part', () => {
    let r = rule();
    for (let i = 0; i < 3; i++) r = issueOn(r, jan31);
    expect(r).toMatchObject({ thisNumber: 3, outputNumber: 'JS202401310003' });
  });

  it('starts again when the date part changes', () => {
    const r = issueOn(issueOn(rule(), jan31), jan31);
    expect(nextNumber(r, feb1)).toEqual({ thisNumber: 1, number: 'JS202402010001' });
    const monthly = issueOn(issueOn(rule({ prefix: 'SPV', dateFormat: 'yyyyMM' }), new Date(2024, 0, 2)), new Date(2024, 0, 20));
    expect(monthly.outputNumber).toBe('SPV2024010002');
    expect(nextNumber(monthly, jan31).number).toBe('SPV2024010003');
    expect(nextNumber(monthly, feb1).number).toBe('SPV2024020001');
  });

  it('never resets under the "no" date format', () => {
    const r = issueOn(issueOn(rule({ prefix: 'NO', dateFormat: 'no', digit: 3 }), jan31), jan31);
    expect(r.outputNumber).toBe('NO002');
    expect(nextNumber(r, new Date(2030, 5, 1))).toEqual({ thisNumber: 3, number: 'NO003' });
  });

  it('does not truncate numbers longer than digit, and keeps counting after them', () => {
    const full = rule({ digit: 2, thisNumber: 99, outputNumber: 'JS2024013199' });
    const overflow = issueOn(full, jan31);
    expect(overflow.outputNumber).toBe('JS20240131100');
    expect(nextNumber(overflow, jan31)).toEqual({ thisNumber: 101, number: 'JS20240131101' });
    expect(nextNumber(overflow, feb1).number).toBe('JS2024020101');
  });

  it('reads the date from the end when the prefix was changed since the last number', () => {
    const renamed = rule({ prefix: 'NEW', thisNumber: 7, outputNumber: 'OLD202401310007' });
    expect(nextNumber(renamed, jan31).number).toBe('NEW202401310008');
    expect(nextNumber(renamed, feb1).number).toBe('NEW202402010001');
  });
});

describe('ruleExample', () => {
  it('is the first number the rule issues that day (start + 1), not the pattern', () => {
    const day = new Date(2024, 2, 5);
    expect(ruleExample({ prefix: 'SPV', dateFormat: 'yyyyMM', digit: 4, startNumber: '0' }, day)).toBe('SPV2024030001');
    expect(ruleExample({ prefix: 'X', dateFormat: 'no', digit: 3, startNumber: '5' }, day)).toBe('X006');
    const shape = { prefix: 'JS', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0' };
    expect(ruleExample(shape, day)).toBe(nextNumber({ ...shape, thisNumber: 0, outputNumber: null }, day).number);
  });
});
