import { describe, expect, it } from 'vitest';
import { lintSchemas, type LintIssue } from '../../../schemas/lint';
import { validateSchemaDocument } from '../../../schemas/validate';
import type { DetailSchema, FormSchema, ListSchema, PageSchema, TabsSchema } from '../../../schemas/types';
import { WIDGET_KEYS, validSet } from './fixtures';

type Set4 = [FormSchema, ListSchema, ListSchema, DetailSchema];

function issuesAfter(change: (set: Set4) => void, extra: PageSchema[] = []): LintIssue[] {
  const set = validSet();
  change(set);
  return lintSchemas([...set, ...extra], { widgetKeys: WIDGET_KEYS });
}

const listIssue = (path: string, message: string): LintIssue => ({ schemaId: 'test.spv.list', index: 1, path, message });

describe('lint: summary figures and chart of a list', () => {
  it('accepts calls reading the search and the route', () => {
    expect(issuesAfter(([, list]) => {
      list.summary = [{ label: '合计', api: { method: 'GET', url: '/api/x/{{route.id}}/total', query: { shopId: '{{search.shopId}}' } }, value: 'total' }];
      list.chart = { kind: 'line', api: { method: 'POST', url: '/api/x/trend', body: { from: '{{search.dateStart}}' } }, x: 'date', y: 'price' };
    })).toEqual([]);
  });

  it('rejects a placeholder the call cannot have (a row, form values)', () => {
    expect(issuesAfter(([, list]) => {
      list.summary = [{ label: '合计', api: { method: 'GET', url: '/api/x/total', query: { id: '{{row.id}}' } }, value: 'total' }];
      list.chart = { kind: 'bar', api: { method: 'GET', url: '/api/x/{{values.a}}' }, x: 'date', y: 'price' };
    })).toEqual([
      listIssue('/summary/0/api', "'{{row.id}}' is not available to this call (search, route)"),
      listIssue('/chart/api', "'{{values.a}}' is not available to this call (search, route)"),
    ]);
  });
});

describe('lint: actions on ticked rows (selection)', () => {
  it('accepts selection on toolbar form and api actions', () => {
    expect(issuesAfter(([, list]) => {
      list.toolbar!.push({ action: 'form', form: 'test.spv.form', selection: true });
      list.toolbar!.push({ action: 'api', api: { method: 'POST', url: '/api/x', body: { ids: '{{ids}}' } }, selection: true });
    })).toEqual([]);
  });

  it('rejects selection on another kind and on a row action', () => {
    expect(issuesAfter(([, list]) => {
      list.toolbar!.push({ action: 'export', selection: true });
      list.rowActions!.push({ action: 'form', form: 'test.spv.form', selection: true });
    })).toEqual([
      listIssue('/toolbar/3/selection', "only a 'form' or 'api' action works on the ticked rows"),
      listIssue('/rowActions/4/selection', 'only a toolbar action works on the ticked rows (a row action has its row)'),
    ]);
  });
});

describe('tabs page', () => {
  const tabs = (over: Partial<TabsSchema> = {}): TabsSchema => ({
    schemaVersion: 1, type: 'tabs', id: 'test.tabs', permissions: ['btn_out'],
    tabs: [{ label: '一', list: 'test.spv.list' }, { label: '二', list: 'test.spv.list', permission: 'btn_out' }],
    ...over,
  });

  it('validates and lints clean when its tabs name lists of the set and declared codes', () => {
    expect(validateSchemaDocument(tabs())).toMatchObject({ ok: true });
    expect(issuesAfter(() => undefined, [tabs()])).toEqual([]);
  });

  it('rejects a tab naming a missing schema, a form, or an undeclared code; and a page without tabs', () => {
    const bad = tabs({ tabs: [{ label: '一', list: 'nope' }, { label: '二', list: 'test.spv.form' }, { label: '三', list: 'test.spv.list', permission: 'btn_x' }] });
    expect(issuesAfter(() => undefined, [bad])).toEqual([
      { schemaId: 'test.tabs', index: 4, path: '/tabs/0/list', message: "schema 'nope' does not exist" },
      { schemaId: 'test.tabs', index: 4, path: '/tabs/1/list', message: "schema 'test.spv.form' is a form, not a list" },
      { schemaId: 'test.tabs', index: 4, path: '/tabs/2/permission', message: "permission 'btn_x' is not declared in the page's permissions" },
    ]);
    expect(validateSchemaDocument(tabs({ tabs: [] }))).toMatchObject({ ok: false });
  });
});
