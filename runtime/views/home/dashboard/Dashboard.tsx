import type { ComponentType } from 'react';
import { Alert, Col, Row, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { HomeCard } from '../../../../models/home';
import { homeApi } from './api';
import { AmountCard, BusinessCard, EarningsCard, InventoryCard } from './ChartCards';
import { CityCard } from './CityCard';
import { ShopMapCard } from './ShopMapCard';
import { StatisticsCard } from './StatisticsCard';
import { useHomeCall } from './useHomeCall';

/** Each card and its width on a wide screen (of 24); on a narrow one every card takes the whole row. */
const CARDS: Record<HomeCard, { Component: ComponentType; span: number }> = {
  statistics: { Component: StatisticsCard, span: 24 },
  amount: { Component: AmountCard, span: 12 },
  business: { Component: BusinessCard, span: 12 },
  earnings: { Component: EarningsCard, span: 12 },
  inventory: { Component: InventoryCard, span: 12 },
  shopDistribution: { Component: ShopMapCard, span: 16 },
  addressDistribution: { Component: CityCard, span: 8 },
};

/**
 * The home dashboard (docs/domain.md#home-dashboard): the cards the home configuration shows, in its order, that the
 * user's grants reach (`visible`); each card loads its own figures. A user without gold pages sees none.
 */
export default function Dashboard() {
  const { t } = useLingui();
  const [state, retry] = useHomeCall(homeApi.config);
  if (state.status === 'loading') return <Skeleton active style={{ marginBottom: 16 }} />;
  if (state.status === 'failed') {
    return <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t`首页配置加载失败`} description={state.message}
      action={<a onClick={retry}>{t`重试`}</a>} />;
  }
  const cards = state.data.visible.filter((key) => key in CARDS);
  if (cards.length === 0) return null;
  return (
    <Row gutter={16} data-testid="home-dashboard">
      {cards.map((key) => {
        const { Component, span } = CARDS[key];
        return <Col key={key} xs={24} lg={span} data-card={key}><Component /></Col>;
      })}
    </Row>
  );
}
