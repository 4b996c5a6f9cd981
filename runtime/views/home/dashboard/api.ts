import { http } from '../../../data';
import type { HomeCard, HomeConfig } from '../../../../models/home';

/** The replies of the home calls (docs/product.md#business-api, Home): money and grams as fixed-decimal strings. */
export interface HomeStatistics {
  month: string;
  spvCount: number;
  franchiseeCount: number;
  shopCount: number;
  openShopCount: number;
  frozenShopCount: number;
  stockCount: number;
  stockWeight: string;
  saleCount: number;
  saleAmount: string;
  soldWeight: string;
  settlementAmount: string;
}
export interface AmountMonth { month: string; payableAmount: string; paidAmount: string }
export interface BusinessMonth { month: string; saleCount: number; soldWeight: string; saleAmount: string }
export interface EarningsMonth { month: string; labourFee: string; margin: string; unpricedDays: number }
export interface StockCategory { category: string; categoryName: string; count: number; weight: string }
export interface AreaCount { areaId: string; areaName: string; provinceName: string; count: number }

type Listed<T> = { list: T[] };

/** GET calls answer `data`; a failure rejects without the message popup, since the card shows it in place. */
const get = <T>(url: string) => http.get<T>(url, undefined, { silent: true }) as Promise<T>;
const listOf = async <T>(url: string) => (await get<Listed<T>>(url)).list;

export const homeApi = {
  config: () => get<HomeConfig>('/api/systemConfig/getHomeConfig'),
  statistics: () => get<HomeStatistics>('/api/home/statistics'),
  amount: () => listOf<AmountMonth>('/api/home/supplyChainAmountAnalyse'),
  business: () => listOf<BusinessMonth>('/api/home/supplyChainBusinessAnalyse'),
  earnings: () => listOf<EarningsMonth>('/api/home/supplyChainEarningsAnalyse'),
  inventory: () => listOf<StockCategory>('/api/home/supplyChainInventoryAnalyse'),
  provinces: () => listOf<AreaCount>('/api/home/shopDistribution'),
  cities: () => listOf<AreaCount>('/api/home/shopAddressDistribution'),
};

export type { HomeCard, HomeConfig };
