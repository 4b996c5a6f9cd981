import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SHOP_FROZEN, SHOP_OPEN } from '../../../models/gold/shop';
import type { DbOrTx } from '../../db/client';
import { areas } from '../system/catalogue-tables';
import { allianceBusinesses, shops, spvs } from '../gold/tables';

/** Live SPVs, franchisees and shops the caller sees (filters: their scope over each), shops by status. */
export interface PartyCounts {
  spvCount: number;
  franchiseeCount: number;
  shopCount: number;
  openShopCount: number;
  frozenShopCount: number;
}

export async function partyCounts(db: DbOrTx, scopes: { spv?: SQL; franchisee?: SQL; shop?: SQL }): Promise<PartyCounts> {
  const [[spv], [franchisee], [shop]] = await Promise.all([
    db.select({ n: count() }).from(spvs).where(and(isNull(spvs.deletedAt), scopes.spv)),
    db.select({ n: count() }).from(allianceBusinesses).where(and(isNull(allianceBusinesses.deletedAt), scopes.franchisee)),
    db.select({
      n: count(),
      open: sql<string>`count(*) filter (where ${shops.status} = ${SHOP_OPEN})`,
      frozen: sql<string>`count(*) filter (where ${shops.status} = ${SHOP_FROZEN})`,
    }).from(shops).where(and(isNull(shops.deletedAt), scopes.shop)),
  ]);
  return {
    spvCount: Number(spv.n), franchiseeCount: Number(franchisee.n),
    shopCount: Number(shop.n), openShopCount: Number(shop.open), frozenShopCount: Number(shop.frozen),
  };
}

/** Open shops per area of one level of their address (0 province, 1 city), most first; shops without one are left out. */
export interface AreaCount {
  areaId: string;
  areaName: string;
  /** The province of a city (empty for a province). */
  provinceName: string;
  count: number;
}

/**
 * The city level of a municipality (Beijing, Tianjin, Shanghai, Chongqing) is no city in the national division codes
 * but 市辖区 or 县: such shops count under the municipality itself.
 */
const MUNICIPAL_PARTS = ['市辖区', '县'];

export async function openShopsByArea(db: DbOrTx, scope: SQL | undefined, level: 0 | 1): Promise<AreaCount[]> {
  const areaId = sql<string>`${shops.areaIds}->>${sql.raw(String(level))}`;
  const grouped = db.select({ areaId: areaId.as('area_id'), n: count().as('n') }).from(shops)
    .where(and(isNull(shops.deletedAt), eq(shops.status, SHOP_OPEN), sql`${areaId} is not null`, scope))
    .groupBy(sql`1`).as('g');
  const province = alias(areas, 'province');
  const rows = await db.select({ areaId: grouped.areaId, n: grouped.n, areaName: areas.fullName, provinceId: province.id, provinceName: province.fullName })
    .from(grouped).leftJoin(areas, eq(areas.id, grouped.areaId)).leftJoin(province, eq(province.id, areas.parentId));
  const merged = new Map<string, AreaCount>();
  for (const r of rows) {
    const municipal = level === 1 && r.provinceId && MUNICIPAL_PARTS.includes(r.areaName ?? '');
    const entry = municipal
      ? { areaId: r.provinceId!, areaName: r.provinceName ?? r.provinceId!, provinceName: r.provinceName ?? '', count: 0 }
      : { areaId: r.areaId, areaName: r.areaName ?? r.areaId, provinceName: level === 1 ? r.provinceName ?? '' : '', count: 0 };
    const held = merged.get(entry.areaId) ?? entry;
    held.count += Number(r.n);
    merged.set(entry.areaId, held);
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.areaId.localeCompare(b.areaId));
}
