import type { Rng } from './prng';

/** Strings an attacker or a broken client sends: SQL and script fragments, unicode, paths, format strings. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  "'",
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(0)',
  "') UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '%_%\\',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/api/../server/app.ts',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  '😀🧧💰',
  '黄金加盟商门店',
  'Ｆｕｌｌｗｉｄｔｈ',
  'e\u0301',
  '\r\n\t',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '-0.000001',
  '0x7fffffff',
  '2024-02-30',
  '0000-00-00',
  '9999-99-99 99:99:99',
  '@userId',
  '@organizeId',
  '__proto__',
  'constructor',
  '[object Object]',
  '%s%s%s%n',
  'ZmFrZQ==',
  'a,b,,c,',
];

const HUGE_LENGTHS = [257, 1001, 4097, 65_537, 1_000_001];

/** A string far over any column width (up to a megabyte). */
export function hugeString(rng: Rng): string {
  const base = rng.pick(['A', '黄', '😀', "'", '<', '%']);
  return base.repeat(rng.pick(HUGE_LENGTHS));
}

export const NASTY_NUMBERS: readonly number[] = [
  -1, 0, -0, 1.5, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER + 2, -(Number.MAX_SAFE_INTEGER + 2), 1e308, -1e308, 5e-324, 1e21, 123456789012.3456,
];

export function nastyString(rng: Rng): string {
  return rng.chance(0.15) ? hugeString(rng) : rng.pick(NASTY_STRINGS);
}

/** A value of any JSON type, nasty where it can be. */
export function nastyValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, depth > 1 ? 5 : 7)) {
    case 0: return nastyString(rng);
    case 1: return rng.pick(NASTY_NUMBERS);
    case 2: return rng.chance(0.5);
    case 3: return null;
    case 4: return rng.pick(NASTY_STRINGS);
    case 5: return rng.pick([[], {}, [null], '']);
    case 6: return Array.from({ length: rng.int(1, 4) }, () => nastyValue(rng, depth + 1));
    default: return { [rng.pick(['id', 'a', '__proto__', 'constructor', '$ne', ''])]: nastyValue(rng, depth + 1) };
  }
}
