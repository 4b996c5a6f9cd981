import { fillText, pickText, type Lang } from '../../schemas/text';
import type { UploadedFile } from '../services';
import { sizeLimitBytes, unitBytes, type SizeUnit } from '../../schemas/upload-size';
import { UPLOAD_TEXT } from './uploadTexts';

/**
 * The pure rules of the upload widgets (docs/product.md#upload-rules and #constants): units, size and count limits, the
 * tip, accepted types, compression targets and the stored value's shape.
 */

export { UNIT_BYTES, sizeLimitBytes, unitBytes, type SizeUnit } from '../../schemas/upload-size';

/** One stored file of an upload value (JNPF `{ name, fileId, url }`). */
export type UploadValueItem = Pick<UploadedFile, 'name' | 'fileId' | 'url'>;

/** Image compression: a fixed target size, or a percentage of the original's size. */
export type CompressSetting = { mode: 'size'; size: number; unit?: SizeUnit } | { mode: 'percent'; percent: number };

const hasSize = (size: unknown): size is number => typeof size === 'number' && Number.isFinite(size) && size > 0;

/** A file must be under the configured size (JNPF: size / unit < fileSize). */
export function exceedsSize(bytes: number, size: number | null | undefined, unit: string | undefined | null): boolean {
  const limit = sizeLimitBytes(size, unit);
  return limit !== null && bytes >= limit;
}

/** How many of `incoming` new files fit beside `current` ones; no limit (0, null) takes them all. */
export function filesThatFit(current: number, incoming: number, limit: number | null | undefined): number {
  if (!hasSize(limit)) return incoming;
  return Math.max(0, Math.min(incoming, limit - current));
}

/** Whether the add button still has a place to add to. */
export const hasRoom = (count: number, limit: number | null | undefined): boolean => !hasSize(limit) || count < limit;

/** 只能上传不超过{size}{unit}的{type}文件; empty when no size is set. `type` is what accept allows ('' for any). */
export function uploadTip(lang: Lang, size: number | null | undefined, unit: string | undefined | null, type: string): string {
  if (!hasSize(size)) return '';
  const text = fillText(pickText(UPLOAD_TEXT.tip, lang), { size, unit: unit || 'MB', type });
  return text.replace(/\s{2,}/g, ' ');
}

/** The {type} of the tip: the accept list, or 图片 for pictures that take any image. */
export function tipType(lang: Lang, accept: string | undefined, images: boolean): string {
  const list = (accept ?? '').trim();
  if (images && (list === '' || list === 'image/*')) return pickText(UPLOAD_TEXT.imageType, lang);
  return list;
}

/** Whether a file matches an accept list ('.pdf,.docx', 'image/*', 'video/mp4'); an empty list takes anything. */
export function matchesAccept(file: { name: string; type?: string }, accept: string | undefined): boolean {
  const rules = (accept ?? '').split(',').map((rule) => rule.trim().toLowerCase()).filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * The byte size compression must reach, or null when there is nothing to do (no valid setting, or the
 * original is already small enough).
 */
export function compressTarget(setting: CompressSetting | null | undefined, originalBytes: number): number | null {
  if (!setting) return null;
  let target: number;
  if (setting.mode === 'size') {
    if (!hasSize(setting.size)) return null;
    target = setting.size * unitBytes(setting.unit);
  } else {
    if (!hasSize(setting.percent) || setting.percent >= 100) return null;
    target = Math.floor((originalBytes * setting.percent) / 100);
  }
  return originalBytes <= target ? null : Math.max(1, target);
}

function isItem(item: unknown): item is UploadValueItem {
  return !!item && typeof item === 'object' && typeof (item as UploadValueItem).url === 'string';
}

/** The stored value as a list (a JSON string from an import is read too); anything else is no files. */
export function toUploadList(value: unknown): UploadValueItem[] {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isItem).map((item) => ({ name: String(item.name ?? ''), fileId: String(item.fileId ?? ''), url: item.url }));
}
