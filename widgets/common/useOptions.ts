import { useEffect, useMemo, useState } from 'react';
import type { FieldSchema } from '../../schemas/types';
import { useWidgetServices } from '../services';
import { loadOptions, optionsCacheKey, peekOptions, type RemoteKeys, type RemoteSource } from './loadOptions';
import { resolveStaticOptions, type ResolvedOption } from './options';

export interface OptionsState {
  options: ResolvedOption[];
  loading: boolean;
  error?: unknown;
}

const NONE: ResolvedOption[] = [];

/**
 * The options of a select, radio or checkbox field: static lists at once, dictionaries, data
 * interfaces and API calls through the widget services (shared and cached per source).
 * Props `labelKey` / `valueKey` choose the row fields (dictionary valueKey: id, enCode or fullName).
 */
export function useOptions(field: FieldSchema): OptionsState {
  const services = useWidgetServices();
  const source = field.options;
  const labelKey = typeof field.props?.labelKey === 'string' ? field.props.labelKey : undefined;
  const valueKey = typeof field.props?.valueKey === 'string' ? field.props.valueKey : undefined;

  const staticOptions = useMemo(
    () => (Array.isArray(source) ? resolveStaticOptions(source, services.lang) : undefined),
    [source, services.lang],
  );
  const remote = source && !Array.isArray(source) ? (source as RemoteSource) : undefined;
  const key = remote ? optionsCacheKey(remote, { labelKey, valueKey }) : undefined;

  const [loaded, setLoaded] = useState<{ key: string; options: ResolvedOption[]; error?: unknown } | undefined>(() => {
    const ready = key ? peekOptions(services, key) : undefined;
    return key && ready ? { key, options: ready } : undefined;
  });

  useEffect(() => {
    if (!remote || !key) return;
    const ready = peekOptions(services, key);
    if (ready) {
      setLoaded((prev) => (prev?.key === key && prev.options === ready ? prev : { key, options: ready }));
      return;
    }
    let live = true;
    const keys: RemoteKeys = { labelKey, valueKey };
    loadOptions(services, remote, keys).then(
      (options) => live && setLoaded({ key, options }),
      (error: unknown) => live && setLoaded({ key, options: NONE, error }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the source and keys; the source object itself may be rebuilt by a parent.
  }, [services, key]);

  return useMemo(() => {
    if (staticOptions) return { options: staticOptions, loading: false };
    if (!key) return { options: NONE, loading: false };
    if (loaded?.key !== key) return { options: NONE, loading: true };
    return { options: loaded.options, loading: false, error: loaded.error };
  }, [staticOptions, key, loaded]);
}
