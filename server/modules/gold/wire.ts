import Decimal from 'decimal.js';
import { ms } from '../../core/paging';
import { areaPath } from './areas';
import type { allianceBusinesses, shops, spvs } from './tables';

/**
 * Rows as the screens receive them: dates 'YYYY-MM-DD', timestamps epoch ms, money as 2-decimal
 * strings, weights 3, floor area 2, coordinates 6; areaIds plus the joined "province/city/district" name.
 */
export const fixed = (value: string | null | undefined, scale: number): string | null =>
  value === null || value === undefined || value === '' ? null : new Decimal(value).toFixed(scale);

interface Audit {
  createdByName: string | null;
  updatedByName: string | null;
}

const audit = (row: { version: number; createdAt: Date; updatedAt: Date | null }, names: Audit) => ({
  version: row.version,
  createdAt: ms(row.createdAt),
  createdByName: names.createdByName,
  updatedAt: ms(row.updatedAt),
  updatedByName: names.updatedByName,
});

export type SpvSelect = Audit & { spv: typeof spvs.$inferSelect };

export function spvWire(r: SpvSelect, areaNames: Map<string, string>) {
  const s = r.spv;
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    shortName: s.shortName,
    creditCode: s.creditCode,
    legalPerson: s.legalPerson,
    registeredCapital: fixed(s.registeredCapital, 2),
    establishedDate: s.establishedDate,
    contact: s.contact,
    phone: s.phone,
    areaIds: s.areaIds ?? [],
    areaName: areaPath(s.areaIds, areaNames),
    address: s.address,
    bankName: s.bankName,
    bankAccount: s.bankAccount,
    accountName: s.accountName,
    creditLimit: fixed(s.creditLimit, 2),
    status: s.status,
    remark: s.remark,
    ...audit(s, r),
  };
}
export type SpvWire = ReturnType<typeof spvWire>;

export type FranchiseeSelect = Audit & { ab: typeof allianceBusinesses.$inferSelect; spvName: string | null; shopCount: number };

export function franchiseeWire(r: FranchiseeSelect, areaNames: Map<string, string>) {
  const a = r.ab;
  return {
    id: a.id,
    code: a.code,
    type: a.type,
    spvId: a.spvId,
    spvName: r.spvName,
    name: a.name,
    phone: a.phone,
    areaIds: a.areaIds ?? [],
    areaName: areaPath(a.areaIds, areaNames),
    address: a.address,
    bankName: a.bankName,
    bankAccount: a.bankAccount,
    accountName: a.accountName,
    contractNo: a.contractNo,
    contractStart: a.contractStart,
    contractEnd: a.contractEnd,
    depositAmount: fixed(a.depositAmount, 2),
    status: a.status,
    remark: a.remark,
    idNumber: a.idNumber,
    gender: a.gender,
    creditCode: a.creditCode,
    legalPerson: a.legalPerson,
    legalPersonIdNumber: a.legalPersonIdNumber,
    shopCount: Number(r.shopCount),
    ...audit(a, r),
  };
}
export type FranchiseeWire = ReturnType<typeof franchiseeWire>;

export type ShopSelect = Audit & {
  shop: typeof shops.$inferSelect;
  allianceBusinessName: string | null;
  spvName: string | null;
  freezeByName: string | null;
};

export function shopWire(r: ShopSelect, areaNames: Map<string, string>) {
  const s = r.shop;
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    allianceBusinessId: s.allianceBusinessId,
    allianceBusinessName: r.allianceBusinessName,
    spvId: s.spvId,
    spvName: r.spvName,
    areaIds: s.areaIds ?? [],
    areaName: areaPath(s.areaIds, areaNames),
    address: s.address,
    longitude: fixed(s.longitude, 6),
    latitude: fixed(s.latitude, 6),
    manager: s.manager,
    phone: s.phone,
    openingDate: s.openingDate,
    floorArea: fixed(s.floorArea, 2),
    weightLimit: fixed(s.weightLimit, 3),
    status: s.status,
    freezeReason: s.freezeReason,
    freezeTime: ms(s.freezeTime),
    freezeByName: r.freezeByName,
    remark: s.remark,
    ...audit(s, r),
  };
}
export type ShopWire = ReturnType<typeof shopWire>;
