import { useEffect, useState } from 'react';
import { formatTime } from '../../schemas/format/time';
import { useDisplayTimeZone } from '../common/time-zone';
import { useWidgetServices } from '../services';
import { NAME_TREE, type SystemKind } from './kinds';
import { namePath } from './names';

/** System times show like the spec's default date format (yyyy-MM-dd HH:mm). */
export const SYSTEM_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export interface SystemText {
  text: string;
  loading: boolean;
}

function storedText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * The text a stored system value shows. Times: formatted. Users, organisations, departments,
 * positions: the server stores ids (schemas/system-fields.ts), so the name is looked up; a value that
 * no tree knows is shown as stored (records whose API already returns names).
 */
export function useSystemText(kind: SystemKind, value: unknown, showLevel?: 'last' | 'all'): SystemText {
  const services = useWidgetServices();
  const zone = useDisplayTimeZone();
  const stored = storedText(value);
  const [resolved, setResolved] = useState<{ key: string; text: string } | undefined>(undefined);
  const key = `${kind}:${showLevel ?? ''}:${stored}`;
  const needsLookup = kind !== 'time' && stored !== '';

  useEffect(() => {
    if (!needsLookup) return;
    let live = true;
    const tree = NAME_TREE[kind];
    const lookup =
      kind === 'organize' && showLevel === 'all'
        ? services.pickerTree(tree).then((nodes) => namePath(nodes, stored).join('/'))
        : services.pickerNames(tree, [stored]).then((names) => names[stored] ?? '');
    lookup
      .catch(() => '')
      .then((text) => live && setResolved({ key, text: text || stored }));
    return () => {
      live = false;
    };
  }, [services, kind, stored, showLevel, key, needsLookup]);

  if (stored === '') return { text: '', loading: false };
  if (kind === 'time') {
    return { text: formatTime(value, zone, SYSTEM_TIME_FORMAT) || stored, loading: false };
  }
  if (resolved?.key !== key) return { text: '', loading: true };
  return { text: resolved.text, loading: false };
}
