import { useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { EChartsCoreOption } from 'echarts/core';
import { HOME_CARD_TITLES } from '../cardTitles';
import { homeApi, type AreaCount } from './api';
import { CardFrame } from './CardFrame';
import { EChart, type ChartModule } from './EChart';
import { mapOption } from './options';
import { useHomeCall } from './useHomeCall';

type MapModule = ChartModule & { regionOf(provinceId: string): string | undefined };
// The map's shapes (a few hundred kB) come with this module, only when the card shows.
const loadMap = (): Promise<MapModule> => import('./chinaMap');

/** Open shops by province on the map of China (GET /api/home/shopDistribution). */
export function ShopMapCard() {
  const { t, i18n } = useLingui();
  const title = i18n._(HOME_CARD_TITLES.shopDistribution);
  const [state, retry] = useHomeCall(homeApi.provinces);
  return (
    <CardFrame title={title} state={state} retry={retry} isEmpty={(list: AreaCount[]) => list.length === 0} height={420}>
      {(list) => <ProvinceMap list={list} shopsLabel={t`门店数`} label={title} />}
    </CardFrame>
  );
}

function ProvinceMap({ list, shopsLabel, label }: { list: AreaCount[]; shopsLabel: string; label: string }) {
  const { t } = useLingui();
  const [option, setOption] = useState<EChartsCoreOption | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadMap().then((module) => live && setOption(mapOption(list, module.regionOf, { shops: shopsLabel })), () => live && setFailed(true));
    return () => { live = false; };
  }, [list, shopsLabel]);
  if (failed) return <Alert type="error" showIcon message={t`地图加载失败`} />;
  if (!option) return <div style={{ height: 420 }}><Skeleton active paragraph={{ rows: 8 }} /></div>;
  return <EChart load={loadMap} option={option} height={420} label={label} />;
}
