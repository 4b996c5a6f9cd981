import { useCallback, useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { getSysConfig } from '../../../data/api/system';
import { usePermission } from '../../../permission/Permission';
import { useLang } from '../../../renderers/SchemaServices';
import { Page } from '../../common/Page';
import { SysConfigForm } from './SysConfigForm';

/**
 * System configuration (menu address system/sysConfig): the settings in tabs; with btn_edit they can
 * be changed and saved, without it they are shown read-only.
 */
export function SysConfigPage() {
  const { has } = usePermission();
  const lang = useLang();
  // `seq` counts the loads: the form starts afresh from each loaded copy of the settings.
  const [loaded, setLoaded] = useState<{ config: Record<string, unknown>; seq: number } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    getSysConfig().then(
      (c) => { if (live) setLoaded((prev) => ({ config: c ?? {}, seq: (prev?.seq ?? 0) + 1 })); },
      // A failed reload keeps what is shown (the HTTP layer showed why).
      () => { if (live) setLoaded((prev) => prev ?? { config: {}, seq: 1 }); },
    );
    return () => { live = false; };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return (
    <Page>
      {loaded === null ? (
        <Skeleton active />
      ) : (
        <SysConfigForm key={loaded.seq} config={loaded.config} editable={has('btn_edit')} lang={lang} onSaved={reload} />
      )}
    </Page>
  );
}
