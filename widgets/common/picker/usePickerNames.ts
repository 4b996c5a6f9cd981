import { useEffect, useState } from 'react';
import { useWidgetServices, type PickerKind } from '../../services';

export interface PickerNamesState {
  names: Record<string, string>;
  loading: boolean;
}

const NO_NAMES: Record<string, string> = {};

/** The names of stored ids of a picker kind (`pickerNames`); ids without a name are left out. */
export function usePickerNames(kind: PickerKind, ids: readonly string[]): PickerNamesState {
  const services = useWidgetServices();
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<{ key: string; names: Record<string, string> } | undefined>(undefined);

  useEffect(() => {
    if (key === '') return;
    let live = true;
    services.pickerNames(kind, key.split(',')).then(
      (names) => live && setLoaded({ key, names }),
      () => live && setLoaded({ key, names: NO_NAMES }),
    );
    return () => {
      live = false;
    };
  }, [services, kind, key]);

  if (key === '') return { names: NO_NAMES, loading: false };
  if (loaded?.key !== key) return { names: loaded?.names ?? NO_NAMES, loading: true };
  return { names: loaded.names, loading: false };
}
