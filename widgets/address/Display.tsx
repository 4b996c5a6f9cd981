import { memo, useEffect, useMemo, useState } from 'react';
import type { DisplayProps } from '../types';
import { useWidgetServices } from '../services';
import { EmptyDisplay } from '../common/Empty';
import { areaNamesOf, peekAreaNames } from './names';
import { toIdPath } from './path';

/** "广东省/深圳市/南山区"; ids the service does not know show as stored. */
export const AddressDisplay = memo(function AddressDisplay({ value }: DisplayProps<string[]>) {
  const services = useWidgetServices();
  const path = useMemo(() => toIdPath(value), [value]);
  const key = path.join(',');
  const [names, setNames] = useState<{ key: string; names: string[] } | undefined>(() => {
    const ready = path.length > 0 ? peekAreaNames(services, path) : undefined;
    return ready ? { key, names: ready } : undefined;
  });

  useEffect(() => {
    if (path.length === 0 || names?.key === key) return;
    let live = true;
    areaNamesOf(services, path).then(
      (found) => live && setNames({ key, names: found }),
      () => live && setNames({ key, names: [] }),
    );
    return () => {
      live = false;
    };
    // `key` stands for `path`; `names` is only read to skip a known answer.
  }, [services, key]);

  if (path.length === 0) return <EmptyDisplay />;
  if (names?.key !== key) return <span className="widget-loading" aria-busy="true" />;
  return <span>{(names.names.length > 0 ? names.names : path).join('/')}</span>;
});
