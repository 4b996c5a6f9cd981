import { useMemo } from 'react';
import { Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { HOME_CARD_TITLES } from '../cardTitles';
import { homeApi, type AmountMonth, type BusinessMonth, type EarningsMonth, type StockCategory } from './api';
import { CardFrame } from './CardFrame';
import { EChart, type ChartModule } from './EChart';
import { amountOption, businessOption, earningsOption, inventoryOption } from './options';
import { useHomeCall } from './useHomeCall';

/** The chart cards of the supply-chain analyses: twelve months of money, business and earnings, and stock by category. */

const loadCharts = (): Promise<ChartModule> => import('./charts');

const noMonth = (isZero: (r: never) => boolean) => (list: unknown[]) => list.every((r) => isZero(r as never));

export function AmountCard() {
  const { t, i18n } = useLingui();
  const title = i18n._(HOME_CARD_TITLES.amount);
  const [state, retry] = useHomeCall(homeApi.amount);
  const option = useMemo(() => state.status === 'done' ? amountOption(state.data, { payable: t`应付金额`, paid: t`已付金额` }) : null, [state, t]);
  return (
    <CardFrame title={title} state={state} retry={retry}
      isEmpty={noMonth((r: AmountMonth) => Number(r.payableAmount) === 0 && Number(r.paidAmount) === 0)}>
      {() => <EChart load={loadCharts} option={option!} label={title} />}
    </CardFrame>
  );
}

export function BusinessCard() {
  const { t, i18n } = useLingui();
  const title = i18n._(HOME_CARD_TITLES.business);
  const [state, retry] = useHomeCall(homeApi.business);
  const option = useMemo(() => state.status === 'done' ? businessOption(state.data, { count: t`销售笔数`, weight: t`销售克重(g)` }) : null, [state, t]);
  return (
    <CardFrame title={title} state={state} retry={retry} isEmpty={noMonth((r: BusinessMonth) => r.saleCount === 0)}>
      {() => <EChart load={loadCharts} option={option!} label={title} />}
    </CardFrame>
  );
}

export function EarningsCard() {
  const { t, i18n } = useLingui();
  const title = i18n._(HOME_CARD_TITLES.earnings);
  const [state, retry] = useHomeCall(homeApi.earnings);
  const option = useMemo(() => state.status === 'done' ? earningsOption(state.data, { labourFee: t`工费`, margin: t`差价毛利` }) : null, [state, t]);
  const unpriced = state.status === 'done' ? state.data.reduce((n, r) => n + r.unpricedDays, 0) : 0;
  return (
    <CardFrame title={title} state={state} retry={retry}
      isEmpty={noMonth((r: EarningsMonth) => Number(r.labourFee) === 0 && Number(r.margin) === 0 && r.unpricedDays === 0)}
      extra={unpriced > 0 ? <Typography.Text type="warning">{t`${unpriced} 个销售日无结算金价，未计入毛利`}</Typography.Text> : null}>
      {() => <EChart load={loadCharts} option={option!} label={title} />}
    </CardFrame>
  );
}

export function InventoryCard() {
  const { t, i18n } = useLingui();
  const title = i18n._(HOME_CARD_TITLES.inventory);
  const [state, retry] = useHomeCall(homeApi.inventory);
  const option = useMemo(() => state.status === 'done' ? inventoryOption(state.data, { weight: t`克重`, pieces: t`件数` }) : null, [state, t]);
  return (
    <CardFrame title={title} state={state} retry={retry} isEmpty={(list: StockCategory[]) => list.length === 0}>
      {() => <EChart load={loadCharts} option={option!} label={title} />}
    </CardFrame>
  );
}
