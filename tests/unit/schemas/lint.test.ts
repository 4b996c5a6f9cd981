import { describe, expect, it } from 'vitest';
import { lintSchemas, type LintIssue } from '../../../schemas/lint';
import type { DetailSchema, FormSchema, ListSchema, PageSchema } from '../../../schemas/types';
import { WIDGET_KEYS, validSet } from './fixtures';

type Set4 = [FormSchema, ListSchema, ListSchema, DetailSchema];
const FORM = 0;
const LIST = 1;
const DETAIL = 3;

/** The issues of the valid set after one change. */
function issuesAfter(change: (set: Set4) => void): LintIssue[] {
  const set = validSet();
  change(set);
  return lintSchemas(set, { widgetKeys: WIDGET_KEYS });
}

const issue = (index: number, schemaId: string, path: string, message: string): LintIssue => ({ schemaId, index, path, message });
const formIssue = (path: string, message: string) => issue(FORM, 'test.spv.form', path, message);
const listIssue = (path: string, message: string) => issue(LIST, 'test.spv.list', path, message);
const detailIssue = (path: string, message: string) => issue(DETAIL, 'test.spv.detail', path, message);

describe('lintSchemas', () => {
  it('passes a consistent list, form and detail set', () => {
    expect(lintSchemas(validSet(), { widgetKeys: WIDGET_KEYS })).toEqual([]);
  });

  describe('widget keys', () => {
    it('rejects a field key that is neither a widget nor a container', () => {
      expect(issuesAfter(([form]) => (form.fields[0].children![1].jnpfKey = 'selectt'))).toEqual([
        formIssue('/fields/0/children/1/jnpfKey', "unknown widget key 'selectt'"),
      ]);
    });

    it('accepts container keys that are not widgets', () => {
      expect(issuesAfter(([form]) => (form.fields[0].jnpfKey = 'card'))).toEqual([]);
    });

    it('rejects an unknown search key', () => {
      expect(issuesAfter(([, list]) => (list.search![1].jnpfKey = 'dateRange'))).toEqual([
        listIssue('/search/1/jnpfKey', "unknown widget key 'dateRange'"),
      ]);
    });

    it('rejects an unknown column key', () => {
      expect(issuesAfter(([, list]) => (list.columns[1].jnpfKey = 'money'))).toEqual([listIssue('/columns/1/jnpfKey', "unknown widget key 'money'")]);
    });
  });

  describe('field references of a form', () => {
    it.each(['visibleOn', 'disabledOn', 'requiredOn'] as const)('rejects a %s that reads a missing field', (key) => {
      expect(issuesAfter(([form]) => (form.fields[1][key] = 'kindd == 2'))).toEqual([
        formIssue(`/fields/1/${key}`, "'kindd' is not a field of this form"),
      ]);
    });

    it('lets form expressions read the page context (record id, row of a form action, route params)', () => {
      expect(
        issuesAfter(([form]) => {
          form.fields[1].requiredOn = 'not id';
          form.fields[2].visibleOn = 'row.status == 1 or route.mode == "edit"';
        }),
      ).toEqual([]);
    });

    it('rejects calculated fields that read each other in a circle', () => {
      expect(
        issuesAfter(([form]) => {
          form.fields.push(
            { jnpfKey: 'calculate', vModel: 'a', label: 'A', props: { expression: 'b + 1' } },
            { jnpfKey: 'calculate', vModel: 'b', label: 'B', props: { expression: 'a * 2' } },
          );
        }),
      ).toEqual([formIssue('/fields', 'calculated fields depend on each other in a cycle: a -> b -> a')]);
    });

    it("rejects a calculated field's formula that reads a missing field", () => {
      expect(issuesAfter(([form]) => (form.fields[3].props = { expression: 'creditLimit + fee' }))).toEqual([
        formIssue('/fields/3/props/expression', "'fee' is not a field of this form"),
      ]);
    });

    it('does not let the form read the fields inside a sub-table', () => {
      expect(issuesAfter(([form]) => (form.fields[2].visibleOn = 'weight > 0'))).toEqual([
        formIssue('/fields/2/visibleOn', "'weight' is not a field of this form"),
      ]);
    });

    it('rejects a detail field condition that reads a missing field', () => {
      expect(issuesAfter(([, , , detail]) => (detail.fields[1].visibleOn = 'limit > 0'))).toEqual([
        detailIssue('/fields/1/visibleOn', "'limit' is not a field of this detail page"),
      ]);
    });

    it("rejects a conditional save's `when` that reads a missing field", () => {
      expect(issuesAfter(([form]) => ((form.api.save as { when?: string }[])[0].when = 'recordId'))).toEqual([
        formIssue('/api/save/0/when', "'recordId' is not a field of this form"),
      ]);
    });
  });

  describe("references to the list's model", () => {
    it('rejects a column prop outside the model', () => {
      expect(issuesAfter(([, list]) => (list.columns[2].prop = 'state'))).toEqual([listIssue('/columns/2/prop', "'state' is not in the list's model")]);
    });

    it('rejects a search field outside the model', () => {
      expect(issuesAfter(([, list]) => (list.search![0].vModel = 'keyword'))).toEqual([listIssue('/search/0/vModel', "'keyword' is not in the list's model")]);
    });

    it('rejects a row action condition that reads a name outside the model', () => {
      expect(issuesAfter(([, list]) => (list.rowActions![2].visibleOn = 'enabled == 0'))).toEqual([
        listIssue('/rowActions/2/visibleOn', "'enabled' is not in the list's model"),
      ]);
    });

    it('rejects a row action condition that reads a row member outside the model', () => {
      expect(issuesAfter(([, list]) => (list.rowActions![0].visibleOn = 'row.state == 1 and row.id != "row.x"'))).toEqual([
        listIssue('/rowActions/0/visibleOn', "'row.state' is not in the list's model"),
      ]);
    });

    it('uses `fields` and the row key as the model of a list without a form', () => {
      expect(issuesAfter(([, , history]) => (history.columns[0].prop = 'id'))).toEqual([]);
      expect(issuesAfter(([, , history]) => (history.columns[0].prop = 'name'))).toEqual([
        issue(2, 'test.spv.history', '/columns/0/prop', "'name' is not in the list's model"),
      ]);
    });

    it('rejects a link that is not the name of a row action', () => {
      expect(issuesAfter(([, list]) => (list.columns[0].link = 'history'))).toEqual([
        listIssue('/columns/0/link', "link 'history' is not the name of a row action"),
      ]);
    });

    it('accepts a link to a row action by its name', () => {
      expect(issuesAfter(([, list]) => (list.columns[0].link = 'enable'))).toEqual([]);
    });

    it('rejects a default sort outside the model', () => {
      expect(issuesAfter(([, list]) => (list.defaultSort = { prop: 'createdAt', order: 'asc' }))).toEqual([
        listIssue('/defaultSort/prop', "'createdAt' is not in the list's model"),
      ]);
    });
  });

  describe('permission codes', () => {
    it('rejects a toolbar code the page does not declare', () => {
      expect(issuesAfter(([, list]) => (list.toolbar![0].permission = 'btn_create'))).toEqual([
        listIssue('/toolbar/0/permission', "permission 'btn_create' is not declared in the page's permissions"),
      ]);
    });

    it('rejects a row action code the page does not declare', () => {
      expect(issuesAfter(([, list]) => (list.permissions = list.permissions!.filter((code) => code !== 'btn_detail')))).toEqual([
        listIssue('/rowActions/1/permission', "permission 'btn_detail' is not declared in the page's permissions"),
      ]);
    });

    it('rejects a detail action code on a page without permissions', () => {
      expect(issuesAfter(([, , , detail]) => delete detail.permissions)).toEqual([
        detailIssue('/actions/0/permission', "permission 'btn_edit' is not declared in the page's permissions"),
      ]);
    });
  });

  describe('references to other schemas', () => {
    it("rejects an action's form that does not exist", () => {
      expect(issuesAfter(([, list]) => (list.toolbar![0].form = 'test.spv.add'))).toEqual([
        listIssue('/toolbar/0/form', "schema 'test.spv.add' does not exist"),
      ]);
    });

    it("rejects an action's form that is not a form", () => {
      expect(issuesAfter(([, , , detail]) => (detail.actions![0].form = 'test.spv.list'))).toEqual([
        detailIssue('/actions/0/form', "schema 'test.spv.list' is a list, not a form"),
      ]);
    });

    it("rejects a model form that does not exist, without a flood of model errors", () => {
      expect(issuesAfter(([, list]) => (list.model.form = 'test.spv.editor'))).toEqual([
        listIssue('/model/form', "schema 'test.spv.editor' does not exist"),
      ]);
    });

    it('rejects a detail tab whose list does not exist', () => {
      expect(issuesAfter(([, , , detail]) => (detail.tabs![0].list = 'test.spv.log'))).toEqual([
        detailIssue('/tabs/0/list', "schema 'test.spv.log' does not exist"),
      ]);
    });
  });

  describe('what each kind of action needs', () => {
    it.each(['add', 'edit', 'form'] as const)("rejects the action '%s' without a form", (kind) => {
      expect(issuesAfter(([, list]) => (list.rowActions![0] = { action: kind, visibleOn: 'row.status == 1' }))).toEqual([
        listIssue('/rowActions/0', `a '${kind}' action needs a form`),
      ]);
    });

    it.each(['detail', 'history', 'link'] as const)("rejects a '%s' action without 'to'", (kind) => {
      expect(issuesAfter(([, list]) => (list.rowActions![1] = { action: kind, name: 'detail' }))).toEqual([
        listIssue('/rowActions/1', `a '${kind}' action needs 'to'`),
      ]);
    });

    it("rejects an 'api' action without api", () => {
      expect(issuesAfter(([, list]) => delete list.rowActions![2].api)).toEqual([listIssue('/rowActions/2', "an 'api' action needs 'api'")]);
    });

    it('rejects remove and batchRemove when the page has no api.remove', () => {
      expect(issuesAfter(([, list]) => delete list.api.remove)).toEqual([
        listIssue('/toolbar/1', "a 'batchRemove' action needs the page's api.remove"),
        listIssue('/rowActions/3', "a 'remove' action needs the page's api.remove"),
      ]);
    });

    it('rejects export when the page has no api.export', () => {
      expect(issuesAfter(([, list]) => delete list.api.export)).toEqual([listIssue('/toolbar/2', "an 'export' action needs the page's api.export")]);
    });
  });

  describe('duplicates and expressions', () => {
    it('rejects a duplicate vModel in a form, also across containers', () => {
      expect(issuesAfter(([form]) => form.fields.push({ jnpfKey: 'input', vModel: 'name', label: '别名' }))).toEqual([
        formIssue('/fields/5/vModel', "duplicate vModel 'name' (first at /fields/0/children/0/vModel)"),
      ]);
    });

    it('rejects a duplicate vModel inside a sub-table', () => {
      expect(issuesAfter(([form]) => (form.fields[4].children![1].vModel = 'name'))).toEqual([
        formIssue('/fields/4/children/1/vModel', "duplicate vModel 'name' (first at /fields/4/children/0/vModel)"),
      ]);
    });

    it('rejects duplicate schema ids', () => {
      const set: PageSchema[] = validSet();
      set.push({ ...validSet()[2] });
      expect(lintSchemas(set, { widgetKeys: WIDGET_KEYS })).toEqual([issue(4, 'test.spv.history', '/id', "duplicate schema id 'test.spv.history'")]);
    });

    it('rejects an expression that does not parse', () => {
      const issues = issuesAfter(([form]) => (form.fields[1].visibleOn = 'kind =='));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ schemaId: 'test.spv.form', path: '/fields/1/visibleOn' });
      expect(issues[0].message).toMatch(/^expression does not parse: /);
    });

    it('rejects a toolbar condition that does not parse', () => {
      const issues = issuesAfter(([, list]) => (list.toolbar![0].visibleOn = '(a'));
      expect(issues.map(({ path, message }) => [path, message.split(':')[0]])).toEqual([['/toolbar/0/visibleOn', 'expression does not parse']]);
    });
  });
});
