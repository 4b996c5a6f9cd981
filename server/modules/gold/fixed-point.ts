/**
 * Exact decimal arithmetic on plain decimal texts as scaled integers (BigInt): a sale import computes two products and a
 * sum per row, and a Decimal object per operand was a large share of a 100,000-row save. Texts that are not plain
 * decimals ("1e3", "abc") give null, and the caller does the arithmetic with Decimal instead.
 */

const PLAIN = /^(-?)(\d*)(?:\.(\d*))?$/;

interface Fixed { units: bigint; scale: number }

function parse(text: string): Fixed | null {
  const m = PLAIN.exec(text.trim());
  if (!m || (m[2] === '' && !m[3])) return null;
  const [, sign, whole, fraction = ''] = m;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

const TEN = 10n;

/** `units / 10^(scale - places)` rounded half away from zero, as Decimal.ROUND_HALF_UP does. */
function rescale({ units, scale }: Fixed, places: number): bigint {
  if (scale <= places) return units * TEN ** BigInt(places - scale);
  const divisor = TEN ** BigInt(scale - places);
  const magnitude = units < 0n ? -units : units;
  const rounded = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
  return units < 0n ? -rounded : rounded;
}

function format(units: bigint, places: number): string {
  const magnitude = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const text = places ? `${magnitude.slice(0, -places)}.${magnitude.slice(-places)}` : magnitude;
  return units < 0n ? `-${text}` : text;
}

/** a × b rounded half-up to `places` decimals; null when a text is not a plain decimal. */
export function fixedProduct(a: string, b: string, places: number): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  return format(rescale({ units: x.units * y.units, scale: x.scale + y.scale }, places), places);
}

/** a + b rounded half-up to `places` decimals; null when a text is not a plain decimal. */
export function fixedSum(a: string, b: string, places: number): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  return format(rescale({ units: rescale(x, scale) + rescale(y, scale), scale }, places), places);
}
