/** A permission entry as stored, read-only (valtio snapshots are accepted as they are). */
export interface PermissionLike {
  readonly modelId: string;
  readonly button?: ReadonlyArray<{ readonly enCode: string }>;
  readonly column?: ReadonlyArray<{ readonly enCode: string }>;
}

/** Default button codes (docs/product.md#permissions). */
export const BUTTON_CODES = { add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove' } as const;

function entryFor(modelId: string | null | undefined, list: readonly PermissionLike[]): PermissionLike | undefined {
  if (!modelId) return undefined;
  return list.find((p) => p.modelId === modelId);
}

/**
 * A guarded button is shown only when the route has a modelId, the permission list has an entry for it,
 * and that entry's button list holds `enCode` (docs/product.md#jnpf-permission-directive). No code or no modelId means denied.
 */
export function hasPermission(enCode: string | null | undefined, modelId: string | null | undefined, list: readonly PermissionLike[]): boolean {
  if (!enCode) return false;
  const entry = entryFor(modelId, list);
  return !!entry?.button?.some((b) => b.enCode === enCode);
}

/** The same rule for list columns. */
export function hasColumn(enCode: string | null | undefined, modelId: string | null | undefined, list: readonly PermissionLike[]): boolean {
  if (!enCode) return false;
  const entry = entryFor(modelId, list);
  return !!entry?.column?.some((c) => c.enCode === enCode);
}
