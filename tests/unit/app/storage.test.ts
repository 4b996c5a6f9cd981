import { afterEach, describe, expect, it } from 'vitest';
import { getItem, removeItem, setItem, STORAGE_PREFIX } from '../../../runtime/state/storage';
import { detectLanguage } from '../../../runtime/state/app';

afterEach(() => localStorage.clear());

describe('typed local storage', () => {
  it('round-trips every type with the product prefix and the recorded type', () => {
    const values = { s: 'a|b', n: 42.5, b: false, z: null, a: [1, 'x'], o: { k: { v: 1 } } } as const;
    for (const [k, v] of Object.entries(values)) setItem(k, v as never);
    for (const [k, v] of Object.entries(values)) expect(getItem(k)).toEqual(v);
    expect(localStorage.getItem(`${STORAGE_PREFIX}n`)).toBe('42.5|Number');
    expect(localStorage.getItem(`${STORAGE_PREFIX}b`)).toBe('false|Boolean');
    expect(localStorage.getItem(`${STORAGE_PREFIX}o`)).toBe('{"k":{"v":1}}|Object');
  });
  it('returns undefined for missing keys and after removal, and plain text for untyped values', () => {
    expect(getItem('missing')).toBeUndefined();
    setItem('t', 'x');
    removeItem('t');
    expect(getItem('t')).toBeUndefined();
    localStorage.setItem(`${STORAGE_PREFIX}raw`, 'plain');
    expect(getItem('raw')).toBe('plain');
  });
});

describe('language detection', () => {
  it('uses the stored language first', () => {
    expect(detectLanguage('en', 'zh-CN')).toBe('en');
    expect(detectLanguage('zhtw', 'en-US')).toBe('zhtw');
  });
  it('else the browser language: tw gives zhtw, en gives en, default zh', () => {
    expect(detectLanguage(undefined, 'zh-TW')).toBe('zhtw');
    expect(detectLanguage(undefined, 'en-GB')).toBe('en');
    expect(detectLanguage(undefined, 'zh-CN')).toBe('zh');
    expect(detectLanguage('fr', 'fr-FR')).toBe('zh');
    expect(detectLanguage(undefined, undefined)).toBe('zh');
  });
});
