import { describe, expect, it } from 'vitest';
import { lintSchemas, type LintIssue } from '../../../schemas/lint';
import type { DetailSchema, FormSchema, ListSchema } from '../../../schemas/types';
import { WIDGET_KEYS, validSet } from './fixtures';

type Set4 = [FormSchema, ListSchema, ListSchema, DetailSchema];

function issuesAfter(change: (set: Set4) => void): LintIssue[] {
  const set = validSet();
  change(set);
  return lintSchemas(set, { widgetKeys: WIDGET_KEYS });
}

const listIssue = (path: string, message: string): LintIssue => ({ schemaId: 'test.spv.list', index: 1, path, message });

describe('lint: custom actions', () => {
  it('accepts a custom toolbar and row action naming its component', () => {
    expect(issuesAfter(([, list]) => {
      list.permissions!.push('btn_authorize');
      list.toolbar!.push({ action: 'custom', component: 'permission.batchAuthorize', permission: 'btn_authorize' });
      list.rowActions!.push({ action: 'custom', component: 'permission.authorizeRole', permission: 'btn_authorize', visibleOn: 'status == 1' });
    })).toEqual([]);
  });

  it('rejects a custom action without component', () => {
    expect(issuesAfter(([, list]) => list.rowActions!.push({ action: 'custom', label: '权限' }))).toEqual([
      listIssue('/rowActions/4', "a 'custom' action needs 'component'"),
    ]);
  });

  it('rejects a component on an action of another kind (nothing would open it)', () => {
    expect(issuesAfter(([, list]) => (list.toolbar![0].component = 'permission.batchAuthorize'))).toEqual([
      listIssue('/toolbar/0/component', "only a 'custom' action opens a 'component'"),
    ]);
  });

  it('still checks the permission code of a custom action', () => {
    expect(issuesAfter(([, list]) => list.rowActions!.push({ action: 'custom', component: 'x', permission: 'btn_authorize' }))).toEqual([
      listIssue('/rowActions/4/permission', "permission 'btn_authorize' is not declared in the page's permissions"),
    ]);
  });
});

describe('lint: tree rows', () => {
  it('accepts a tree list without pagination whose lazy call reads the row, its id and the route', () => {
    expect(issuesAfter(([, list]) => {
      list.pagination = false;
      list.treeRows = { defaultExpandAll: true, lazy: { method: 'GET', url: '/api/area/{{row.id}}', query: { name: '{{row.name}}', at: '{{route.id}}', key: '{{id}}' } } };
    })).toEqual([]);
    expect(issuesAfter(([, list]) => {
      delete list.pagination;
      list.treeRows = {};
    })).toEqual([]);
  });

  it('rejects a pager on a tree list', () => {
    expect(issuesAfter(([, list]) => (list.treeRows = { childrenKey: 'children' }))).toEqual([
      listIssue('/pagination', 'a treeRows list is not paged: leave out pagination or set it to false'),
    ]);
  });

  it('rejects lazy placeholders outside the row model and the lazy context', () => {
    expect(issuesAfter(([, list]) => {
      list.pagination = false;
      list.treeRows = { lazy: { method: 'POST', url: '/api/area/{{row.areaId}}', body: { parent: '{{values.id}}' } } };
    })).toEqual([
      listIssue('/treeRows/lazy', "'areaId' is not in the list's model"),
      listIssue('/treeRows/lazy', "'{{values.id}}' is not available to the lazy call (row, id, route)"),
    ]);
  });
});
