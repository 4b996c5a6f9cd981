import { useEffect, useState } from 'react';
import { blankDocument, openDocument, type DesignDocument, type DesignSettings } from '../../core';
import { loadDesign, type DesignRecord } from './designApi';

export interface OpenedDesign {
  /** Undefined for a new design (not saved yet). */
  record?: DesignRecord;
  document: DesignDocument;
}

/** App designs (type 2) and app forms (type 5) lay out for a phone. */
export const settingsFor = (type: number): DesignSettings => ({ platform: type === 2 || type === 5 ? 'app' : 'web' });

/** A design as the editor opens it: its form (a blank form when it has none yet), or a blank new design. */
export function openRecord(record: DesignRecord | undefined): OpenedDesign {
  if (!record) return { document: blankDocument('visualdev.new') };
  const settings = settingsFor(record.type);
  const document = record.formData ? openDocument(record.formData, settings) : blankDocument(`visualdev.${record.id}`, settings);
  return { record, document };
}

export type Loading = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; opened: OpenedDesign };

/** Loads the design `id` (none: a new design); `attempt` reloads it. */
export function useDesignRecord(id: string | undefined, attempt: number): Loading {
  const [state, setState] = useState<Loading>(() => (id === undefined ? { status: 'ready', opened: openRecord(undefined) } : { status: 'loading' }));
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setState({ status: 'loading' });
    loadDesign(id).then(
      (record) => live && setState({ status: 'ready', opened: openRecord(record) }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return state;
}
