import { pickText, type Lang } from '../../../schemas/text';
import type { FieldSchema } from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';
import { PALETTE_BY_KEY } from '../palette';

/** A field's name on the canvas, the outline and the problems list: its label, else its widget's palette label, else its key. */
export function fieldName(field: { jnpfKey: string; label?: LocalText }, lang: Lang): string {
  const own = field.label === undefined ? '' : pickText(field.label, lang);
  if (own) return own;
  const entry = PALETTE_BY_KEY.get(field.jnpfKey);
  return entry ? pickText(entry.label, lang) : field.jnpfKey;
}

/** Fields laid side by side (a sub-table's columns, narrow grid cells) are split left/right on drop, others top/bottom. */
export function isHorizontal(field: FieldSchema, parentKey: string | null): boolean {
  return parentKey === 'table' || (parentKey !== 'tab' && parentKey !== 'collapse' && (field.span ?? 24) < 24);
}

/** The width of a block in its list: a 24-column grid as the form lays it, fixed columns in a sub-table, panes full width. */
export function blockWidth(field: FieldSchema, parentKey: string | null): string | undefined {
  if (parentKey === 'table') return undefined;
  if (parentKey === 'tab' || parentKey === 'collapse') return '100%';
  const span = Math.min(24, Math.max(1, field.span ?? 24));
  return `${(span / 24) * 100}%`;
}
