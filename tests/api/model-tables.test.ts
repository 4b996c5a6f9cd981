import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { columnOf } from '../../schemas/model';
import { franchiseeResource } from '../../server/modules/gold/franchisee';
import { shopResource } from '../../server/modules/gold/shop';
import { goldPriceResource } from '../../server/modules/gold/gold-price';
import { inventoryResource } from '../../server/modules/gold/inventory';
import { saleResource } from '../../server/modules/gold/sale';
import { spvResource } from '../../server/modules/gold/spv';
import { settlementDayResource, settlementResource } from '../../server/modules/gold/settlement';
import { fundBatchResource, fundResource, specialFundResource } from '../../server/modules/gold/fund';
import { monthEndResource } from '../../server/modules/gold/month-end';
import { sqlType } from '../../server/resource/dynamic';

/**
 * A code model and its Drizzle table (the migration source) describe one table: every field has its
 * column, of the type the engine would give it (numeric: the same scale and room for the digits).
 */
describe('code models agree with their tables', () => {
  it.each([spvResource, franchiseeResource, shopResource, goldPriceResource, inventoryResource, saleResource, settlementDayResource, settlementResource,
    fundBatchResource, fundResource, specialFundResource, monthEndResource])('$model.name', (resource) => {
    const config = getTableConfig(resource.table);
    expect(config.name).toBe(resource.model.table);
    const columns = new Map(config.columns.map((c) => [c.name, c.getSQLType()]));
    for (const field of resource.model.fields) {
      const actual = columns.get(columnOf(field));
      const wanted = sqlType(field);
      const numeric = /^numeric\((\d+), ?(\d+)\)$/;
      const [a, w] = [numeric.exec(actual ?? ''), numeric.exec(wanted)];
      if (a && w) {
        expect({ field: field.key, scale: Number(a[2]), roomy: Number(a[1]) >= (field.intDigits ?? 0) + Number(a[2]) }).toEqual({ field: field.key, scale: Number(w[2]), roomy: true });
      } else {
        expect({ field: field.key, type: actual }).toEqual({ field: field.key, type: wanted });
      }
    }
    const lifecycle = ['id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by', ...(resource.model.softDelete === false ? [] : ['deleted_at'])];
    for (const column of lifecycle) expect(columns.has(column)).toBe(true);
  });
});
