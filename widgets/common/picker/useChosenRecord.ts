import { useCallback, useEffect } from 'react';
import { useFormScope } from '../../form-scope';
import { useRecord, type RecordState } from './useRecord';
import type { Row } from './useRowsPage';

interface Options {
  /** The field's vModel: where the form scope keeps the record for the attribute fields. */
  vModel: string | undefined;
  /** The stored key (undefined: nothing chosen). */
  id: string | undefined;
  /** Names the source (model, data interface) in the record cache key. */
  source: string;
  loadRecord: (id: string) => Promise<Row | null>;
  /** The row just chosen in the dialog: shown until (or if never) the full record arrives. */
  picked?: { id: string; row: Row };
}

/**
 * The record of a relation form / popup select value, shared with the form scope (setRelated) so the
 * attribute fields show its fields: when a row is chosen, and on mount when editing a stored value.
 */
export function useChosenRecord({ vModel, id, source, loadRecord, picked }: Options): RecordState {
  const scope = useFormScope();
  const fetch = useCallback(() => (id === undefined ? Promise.resolve(null) : loadRecord(id)), [id, loadRecord]);
  const { record, loading } = useRecord(id === undefined ? undefined : `${source}\u0000${id}`, fetch);
  const fallback = picked && picked.id === id ? picked.row : undefined;
  const shown = record ?? fallback ?? (loading ? undefined : id === undefined ? undefined : null);

  useEffect(() => {
    if (!vModel || loading) return;
    scope.setRelated(vModel, shown ?? null);
  }, [scope, vModel, loading, shown]);

  return { record: shown, loading: loading && !fallback };
}

/** The stored key of a single-value picker ('' and null are none). */
export function storedKey(value: unknown): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : String(value);
}
