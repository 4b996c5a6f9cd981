import { defineModel } from '../../schemas/model';
import { GOLD_MENUS, GOLD_PICKER_MENUS, T, address, areaIds, code, date, phone, remark, spvRef, text } from './fields';

/** Shop status: 1 open, 2 frozen. */
export const SHOP_OPEN = 1;
export const SHOP_FROZEN = 2;

/** Shop: where the consigned gold is sold (docs/domain.md#shop). Frozen shops take no stock and no settlement. */
export const shopModel = defineModel({
  name: 'shop',
  table: 'shops',
  label: T('门店', '門店', 'Shop'),
  routes: { base: '/api/shop' },
  access: { menu: GOLD_MENUS.shop, pickers: GOLD_PICKER_MENUS },
  code: { field: 'code', billRule: 'shopCode' },
  keyword: ['code', 'name', 'manager'],
  list: { fields: ['id', 'code', 'name', 'status', 'allianceBusinessId', 'spvId'], filters: ['spvId', 'allianceBusinessId', 'status'] },
  export: {
    fileName: '门店信息.xlsx',
    columns: ['code', 'name', 'allianceBusinessName', 'spvName', 'areaName', 'address', 'longitude', 'latitude', 'manager', 'phone', 'openingDate',
      'floorArea', 'weightLimit', 'status', 'freezeReason', 'freezeTime', 'freezeByName', 'remark', 'createdAt', 'createdByName'],
  },
  import: {
    columns: ['name', 'allianceBusinessId', 'spvId', 'address', 'longitude', 'latitude', 'manager', 'phone', 'openingDate', 'floorArea', 'weightLimit', 'remark'],
    example: {
      name: '金源黄金(南山店)', allianceBusinessId: 'JM2026010001', spvId: '', address: '南山大道1001号', longitude: '113.930000', latitude: '22.530000',
      manager: '李四', phone: '13800138000', openingDate: '2026-01-01', floorArea: '80.00', weightLimit: '5000.000', remark: '',
    },
  },
  texts: { notFound: T('门店不存在', '門店不存在', 'Shop not found') },
  fields: [
    code(T('门店编码', '門店編碼', 'Shop code')),
    text('name', T('门店名称', '門店名稱', 'Shop name'), 100, { required: true, search: 'contains', sort: true }),
    { key: 'allianceBusinessId', type: 'ref', label: T('所属加盟商', '所屬加盟商', 'Franchisee'), required: true, search: 'equal', export: false,
      ref: { model: 'franchisee', nameKey: 'allianceBusinessName' } },
    spvRef({ description: 'defaults to the franchisee\'s SPV' }),
    areaIds,
    address,
    { key: 'longitude', type: 'decimal', label: T('经度', '經度', 'Longitude'), rules: ['longitude'], scale: 6, intDigits: 3 },
    { key: 'latitude', type: 'decimal', label: T('纬度', '緯度', 'Latitude'), rules: ['latitude'], scale: 6, intDigits: 2 },
    text('manager', T('店长', '店長', 'Manager'), 50),
    phone,
    date('openingDate', T('开业日期', '開業日期', 'Opening date'), { sort: true }),
    { key: 'floorArea', type: 'decimal', label: T('营业面积(㎡)', '營業面積(㎡)', 'Floor area (m²)'), rules: ['money'], scale: 2, intDigits: 8, sort: true },
    { key: 'weightLimit', type: 'decimal', label: T('铺货克重上限(g)', '鋪貨克重上限(g)', 'Stock weight limit (g)'), rules: ['weight'], scale: 3, intDigits: 11, sort: true },
    { key: 'status', type: 'enum', label: T('状态', '狀態', 'Status'), readonly: true, search: 'equal', sort: true, default: SHOP_OPEN,
      options: [{ value: SHOP_OPEN, label: T('营业', '營業', 'Open'), color: 'green' }, { value: SHOP_FROZEN, label: T('冻结', '凍結', 'Frozen'), color: 'red' }] },
    text('freezeReason', T('冻结原因', '凍結原因', 'Freeze reason'), 200, { readonly: true }),
    { key: 'freezeTime', type: 'time', label: T('冻结时间', '凍結時間', 'Frozen at'), readonly: true, history: false },
    { key: 'freezeBy', type: 'ref', label: T('冻结人', '凍結人', 'Frozen by'), readonly: true, history: false, export: false,
      ref: { model: 'user', nameKey: 'freezeByName' } },
    remark,
  ],
});
