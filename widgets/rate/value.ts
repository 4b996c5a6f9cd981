/** A stored score (number or numeric text) as a number; 0 (no stars) when empty or unreadable. */
export function toScore(value: unknown): number {
  const score = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(score) ? score : 0;
}

/** Nothing stored (a 0 is a stored rating of no stars). */
export function isUnrated(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
