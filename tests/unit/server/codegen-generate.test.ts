import { describe, expect, it } from 'vitest';
import type { Model } from '../../../schemas/model';
import { checkPageModel, inheritFromModel } from '../../../schemas/model/pages';
import { validateModel } from '../../../schemas/model/validate';
import { lintSchemas } from '../../../schemas/lint';
import type { PageSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { MODELS } from '../../../models';
import { WIDGETS } from '../../../widgets/registry';
import { camelName, generateModule } from '../../../server/modules/visualdev/codegen/generate';
import { tsLiteral } from '../../../server/modules/visualdev/codegen/ts-literal';
import { compiledSample, samplePublished } from '../../api/fixtures/codegen-published';

/** Code generation (server/modules/visualdev/codegen/generate.ts): what it writes holds to the model and schema checks. */

const generated = () => generateModule(samplePublished(), { area: 'sales', name: 'sampleOrder' });
const file = (path: string) => {
  const found = generated().files.find((f) => f.path === path);
  if (!found) throw new Error(`no ${path}`);
  return found.content;
};

/** The model a generated model file defines, read back by running its literal. */
function modelOf(source: string): unknown {
  const body = source.replace(/^import .*$/m, '').replace(/export const \w+ = defineModel\(/, 'return (');
  return new Function('defineModel', body)((m: unknown) => m);
}

describe('generateModule', () => {
  it('keeps a design name inside the comments it is written into: a name cannot become code', () => {
    const published = samplePublished();
    const evil = 'x */ globalThis.__generatedRan = true; /*\nnext line';
    published.model.label = { zh: evil, zhtw: evil, en: evil };
    for (const f of generateModule(published, { area: 'sales', name: 'sampleOrder' }).files.filter((f) => f.path.endsWith('.ts'))) {
      // Every comment the generator opens closes where it meant to: no comment text is left outside a comment.
      const outside = f.content.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
      expect([f.path, outside.includes('__generatedRan')]).toEqual([f.path, false]);
    }
    expect(modelOf(generateModule(published, { area: 'sales', name: 'sampleOrder' }).files[0].content)).toMatchObject({ label: { en: evil } });
    expect((globalThis as Record<string, unknown>).__generatedRan).toBeUndefined();
  });

  it('writes the files of a module of this repository, at their paths', () => {
    const g = generated();
    expect(g.files.map((f) => f.path)).toEqual([
      'models/sales/sampleOrder.ts',
      'models/sales/sampleOrderItems.ts',
      'server/modules/sales/sampleOrder.table.ts',
      'server/modules/sales/sampleOrderItems.table.ts',
      'server/modules/sales/sampleOrder.ts',
      'business-screens/sales/sampleOrder/list.json',
      'business-screens/sales/sampleOrder/form.json',
      'business-screens/sales/sampleOrder/README.md',
      'tests/api/sales-sampleOrder.test.ts',
    ]);
    expect(g.subTables).toEqual(['items']);
    expect(g.unsampled).toEqual([]);
  });

  it('writes a model file whose literal is a valid model with the module\'s name, table and routes', () => {
    const model = modelOf(file('models/sales/sampleOrder.ts'));
    const check = validateModel(model);
    expect(check.ok ? [] : check.errors).toEqual([]);
    expect(model).toMatchObject({ name: 'sampleOrder', table: 'sales_sample_order', routes: { base: '/api/sales/sampleOrder' }, access: { menu: 'sampleOrder' } });
    expect((model as Model).fields).toEqual(samplePublished().model.fields);
    const child = modelOf(file('models/sales/sampleOrderItems.ts'));
    const childCheck = validateModel(child);
    expect(childCheck.ok ? [] : childCheck.errors).toEqual([]);
    expect(child).toMatchObject({ name: 'sampleOrderItems', table: 'sales_sample_order_items', access: { menu: 'sampleOrder' } });
    expect((child as Model).fields).toEqual(samplePublished().children[0].model.fields);
  });

  it('writes pages that pass the page-schema check, the model check and the lint, on the model\'s own routes', () => {
    const model = modelOf(file('models/sales/sampleOrder.ts')) as Model;
    const models = new Map([...MODELS, [model.name, model]]);
    const pages = ['list', 'form'].map((p) => JSON.parse(file(`business-screens/sales/sampleOrder/${p}.json`)) as PageSchema);
    const valid: PageSchema[] = [];
    for (const page of pages) {
      const result = validateSchemaDocument(inheritFromModel(page, models));
      expect(result.ok ? [] : result.errors).toEqual([]);
      if (result.ok) valid.push(result.schema);
      expect(checkPageModel(page, models)).toEqual([]);
    }
    expect(lintSchemas(valid, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
    const [list, form] = pages as [Extract<PageSchema, { type: 'list' }>, Extract<PageSchema, { type: 'form' }>];
    expect(list).toMatchObject({ id: 'sales.sampleOrder.list', resource: 'sampleOrder', model: { form: 'sales.sampleOrder.form' } });
    expect(list.api).toEqual({
      list: { method: 'GET', url: '/api/sales/sampleOrder/page' },
      remove: { method: 'DELETE', url: '/api/sales/sampleOrder/delete', body: { ids: '{{ids}}' } },
      export: { method: 'POST', url: '/api/sales/sampleOrder/export' },
    });
    expect(list.toolbar?.[0]).toMatchObject({ action: 'add', form: 'sales.sampleOrder.form' });
    expect(form.api).toEqual({ get: { method: 'GET', url: '/api/sales/sampleOrder/detail/{{id}}' }, save: { method: 'POST', url: '/api/sales/sampleOrder/edit' } });
    expect(JSON.stringify(pages)).not.toContain('/api/_m/');
    // The sub-table stays on the form: the resource's children save its rows.
    expect(form.fields.find((f) => f.jnpfKey === 'table')).toMatchObject({ vModel: 'items' });
  });

  it('writes a table with a column per field of the type ensureTable gives, a resource with hooks, and a test of the routes', () => {
    const table = file('server/modules/sales/sampleOrder.table.ts');
    expect(table).toContain("export const sampleOrderTable = pgTable('sales_sample_order', {");
    expect(table).toContain("amount: numeric('amount', { precision: 14, scale: 2 }),");
    expect(table).toContain("level: integer('level'),");
    expect(table).toContain("orderDate: date('order_date'),");
    expect(file('server/modules/sales/sampleOrderItems.table.ts')).toContain("export const sampleOrderItemsTable = pgTable('sales_sample_order_items', {");
    expect(file('server/modules/sales/sampleOrderItems.table.ts')).toContain("parentId: text('parent_id'),");
    const resource = file('server/modules/sales/sampleOrder.ts');
    expect(resource).toContain('export const sampleOrderResource: ResourceDef = {');
    expect(resource).toContain("{ key: 'items', model: sampleOrderItemsModel, table: sampleOrderItemsTable },");
    expect(resource).toMatch(/hooks: \{\n(\s+\/\/.*\n)+\s+\},/);
    const test = file('tests/api/sales-sampleOrder.test.ts');
    expect(test).toContain("const base = '/api/sales/sampleOrder';");
    expect(test).toContain("customer: '样例一'");
    expect(test).toContain("refuses a record without customer");
  });

  it('refuses names that are not identifiers', () => {
    expect(() => generateModule(samplePublished(), { area: '../x', name: 'a' })).toThrow('not a module name');
    expect(camelName('Supplier_contact')).toBe('supplierContact');
    expect(camelName('SampleOrder')).toBe('sampleOrder');
  });
});

describe('generateModule on a compiled design (schemas/model/from-design.ts)', () => {
  it('writes a valid model and pages that pass the schema check, the model check and the lint', () => {
    const g = generateModule(compiledSample(), { area: 'sales', name: 'salesOrder' });
    const content = (path: string) => g.files.find((f) => f.path === path)!.content;
    const model = modelOf(content('models/sales/salesOrder.ts')) as Model;
    const check = validateModel(model);
    expect(check.ok ? [] : check.errors).toEqual([]);
    expect(model.fields.map((f) => f.key)).toEqual(['customer', 'qty', 'price', 'level', 'payment', 'orderDate']);
    const models = new Map([...MODELS, [model.name, model]]);
    const pages = ['list', 'form'].map((p) => JSON.parse(content(`business-screens/sales/salesOrder/${p}.json`)) as PageSchema);
    const valid: PageSchema[] = [];
    for (const page of pages) {
      const result = validateSchemaDocument(inheritFromModel(page, models));
      expect(result.ok ? [] : result.errors).toEqual([]);
      if (result.ok) valid.push(result.schema);
      expect(checkPageModel(page, models)).toEqual([]);
    }
    expect(lintSchemas(valid, { widgetKeys: new Set(Object.keys(WIDGETS)) })).toEqual([]);
    expect(JSON.stringify(pages)).not.toContain('/api/_m/');
    expect(g.subTables).toEqual(['lines']);
    // The required dictionary field gets an item the generated test adds.
    expect(g.unsampled).toEqual([]);
    expect(content('tests/api/sales-salesOrder.test.ts')).toContain("[['payment', 'paymentMethod', 'enCode', null]]");
  });
});

describe('tsLiteral', () => {
  it('prints short values on one line and long ones an entry a line, quoting only what needs it', () => {
    expect(tsLiteral({ a: 1, 'b-c': "it's", d: [true, null] })).toBe("{ a: 1, 'b-c': 'it\\'s', d: [true, null] }");
    const long = { text: 'x'.repeat(150), n: 2 };
    expect(tsLiteral(long)).toBe(`{\n  text: '${'x'.repeat(150)}',\n  n: 2,\n}`);
  });
});
