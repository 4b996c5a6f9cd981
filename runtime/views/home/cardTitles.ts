import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HomeCard } from '../../../models/home';

/** The title of each home card: the dashboard draws it on the card, the home configuration (系统配置 > 首页配置) lists it. */
export const HOME_CARD_TITLES: Record<HomeCard, MessageDescriptor> = {
  statistics: msg`数据概览`,
  amount: msg`供应链资金分析`,
  business: msg`供应链业务分析`,
  earnings: msg`供应链收益分析`,
  inventory: msg`供应链库存分析`,
  shopDistribution: msg`门店分布`,
  addressDistribution: msg`门店地址分布`,
};
