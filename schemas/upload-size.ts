/**
 * The size setting of the upload widgets (docs/product.md#upload-rules): `fileSize` in `sizeUnit`, a file must be
 * under it. Shared by the widgets (the check before an upload) and the server (a share link's upload limit).
 */

export type SizeUnit = 'KB' | 'MB' | 'GB';

export const UNIT_BYTES: Record<SizeUnit, number> = { KB: 1024, MB: 1048576, GB: 1073741824 };

/** Bytes of one unit; an unknown unit counts as MB (the default). */
export function unitBytes(unit: string | undefined | null): number {
  return UNIT_BYTES[(unit ?? 'MB') as SizeUnit] ?? UNIT_BYTES.MB;
}

const hasSize = (size: unknown): size is number => typeof size === 'number' && Number.isFinite(size) && size > 0;

/** The size limit in bytes, or null when no size is set (the check is skipped). */
export function sizeLimitBytes(size: number | null | undefined, unit: string | undefined | null): number | null {
  return hasSize(size) ? size * unitBytes(unit) : null;
}

/**
 * The size an upload widget applies when its field sets none (no `fileSize` at all: the widget's defaults fill it in;
 * null or 0 is "no check"): pictures 2 MB (docs/product.md#constants), files 10 MB. A signature and a rich text's
 * pictures have no size setting and take the pictures' default. One definition for the widgets' defaults and the
 * server's limit of a share link.
 */
export const DEFAULT_UPLOAD_SIZE = {
  uploadImg: { size: 2, unit: 'MB' },
  uploadFz: { size: 10, unit: 'MB' },
} as const satisfies Record<string, { size: number; unit: SizeUnit }>;
