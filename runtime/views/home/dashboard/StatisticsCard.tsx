import { Col, Row, Statistic, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { HOME_CARD_TITLES } from '../cardTitles';
import { homeApi, type HomeStatistics } from './api';
import { CardFrame } from './CardFrame';
import { grams, grouped, yuan } from './format';
import { useHomeCall } from './useHomeCall';

/** Parties, the stock held now and this month's business (GET /api/home/statistics). */
export function StatisticsCard() {
  const { t, i18n } = useLingui();
  const [state, retry] = useHomeCall(homeApi.statistics);
  const items = (s: HomeStatistics) => [
    { key: 'spv', title: t`SPV`, value: grouped(s.spvCount) },
    { key: 'franchisee', title: t`加盟商`, value: grouped(s.franchiseeCount) },
    { key: 'shop', title: t`门店`, value: grouped(s.shopCount), note: t`营业 ${s.openShopCount} · 冻结 ${s.frozenShopCount}` },
    { key: 'stock', title: t`库存件数`, value: grouped(s.stockCount) },
    { key: 'stockWeight', title: t`库存克重(g)`, value: grams(s.stockWeight) },
    { key: 'sales', title: t`本月销售额(元)`, value: yuan(s.saleAmount), note: t`${s.saleCount} 笔` },
    { key: 'soldWeight', title: t`本月销售克重(g)`, value: grams(s.soldWeight) },
    { key: 'settlement', title: t`本月结算金额(元)`, value: yuan(s.settlementAmount) },
  ];
  return (
    <CardFrame title={i18n._(HOME_CARD_TITLES.statistics)} state={state} retry={retry} isEmpty={() => false} height={120}
      extra={state.status === 'done' ? <Typography.Text type="secondary">{t`本月：${state.data.month}`}</Typography.Text> : null}>
      {(s) => (
        <Row gutter={[16, 16]}>
          {items(s).map((item) => (
            <Col key={item.key} xs={12} sm={8} md={6} xxl={3}>
              <Statistic title={item.title} value={item.value} />
              {item.note ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{item.note}</Typography.Text> : null}
            </Col>
          ))}
        </Row>
      )}
    </CardFrame>
  );
}
