/**
 * The page-schema language is defined once, in TypeBox (schemas/page/language.ts): validate.ts
 * compiles it with ajv and schemas/types.ts derives the types from it. These tests check the
 * validator on the real pages and on typical mistakes, and that the definitions stay closed.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { findSchemaFiles } from '../../../scripts/schemas/check-files';
import * as Language from '../../../schemas/page/language';
import { Switch, Tagged } from '../../../schemas/page/unions';
import type { LocalText } from '../../../schemas/text';
import type { ContainerKey, FieldSchema, PageSchema, PageType, RuleRef, StaticOption } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { inheritFromModel } from '../../../schemas/model/pages';
import { MODELS } from '../../../models';
import { RULE_NAMES, type RuleName } from '../../../schemas/validation/rules';
import { spvDetail, spvForm, spvList } from './fixtures';
import { Type, type Static } from '@sinclair/typebox';

/** The errors of a document that must not validate. */
function errorsOf(doc: unknown): string[] {
  const result = validateSchemaDocument(doc);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.errors;
}

describe('the TypeBox page-schema language', () => {
  const files = findSchemaFiles();

  it('finds the pages under business-screens/', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  // As the screens see them: a page naming its model gets what it inherits first.
  it.each(files.map((file) => [relative(process.cwd(), file), file]))('accepts %s', (_name, file) => {
    const result = validateSchemaDocument(inheritFromModel(JSON.parse(readFileSync(file, 'utf8')), MODELS));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('gives a value of the wrong JSON type one line naming the allowed types', () => {
    const form = spvForm();
    Object.assign(form.fields[1], { label: 5, options: 'spvKind', rules: [7] });
    expect(errorsOf(form)).toEqual(['/fields/1/label: must be string,object', '/fields/1/options: must be array,object', '/fields/1/rules/0: must be string,object']);
    expect(errorsOf({ ...spvList(), pagination: 'none' })).toEqual(['/pagination: must be object,boolean']);
    expect(errorsOf({ ...spvForm(), api: { save: 'POST' } })).toEqual(['/api/save: must be object,array']);
  });

  it('checks an object of a union against the variant it names only', () => {
    const form = spvForm();
    form.fields[1].options = { api: { method: 'GET', url: '/api/kinds' }, labelKey: 'name', text: 'x' } as never;
    form.fields[2].rules = [{ rule: 'money', trigger: 'focus' } as never];
    expect(errorsOf(form)).toEqual([
      "/fields/1/options: must NOT have additional property 'text'",
      '/fields/2/rules/0/trigger: must be one of "blur", "change" (is "focus")',
    ]);
  });

  it('reports typical mistakes of a form with the path and what is wrong', () => {
    const form = spvForm();
    Object.assign(form.fields[0].children![0], { vModel: '1name', span: 30 });
    form.fields[0].children![1].options = [{ label: 'A', value: null } as never];
    Object.assign(form.api, { save: [] });
    Object.assign(form, { popup: { kind: 'modal' } });
    expect(errorsOf(form)).toEqual([
      '/popup/kind: must be one of "dialog", "drawer", "page" (is "modal")',
      '/api/save: must NOT have fewer than 1 items',
      '/fields/0/children/0/vModel: must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"',
      '/fields/0/children/0/span: must be <= 24',
      '/fields/0/children/1/options/0/value: must be string,number,boolean',
    ]);
  });

  it('reports typical mistakes of a list with the path and what is wrong', () => {
    const list = spvList();
    list.search![1].rangeKeys = ['from'] as never;
    Object.assign(list.columns[1], { width: 0, format: 'money' });
    list.import = { check: { method: 'POST', url: '/api/spv/check' }, save: { method: 'POST', url: '/api/spv/save' }, columns: [{ prop: 'name' } as never] };
    expect(errorsOf(list)).toEqual([
      '/search/1/rangeKeys: must NOT have fewer than 2 items',
      "/columns/1: must NOT have additional property 'format'",
      '/columns/1/width: must be > 0',
      "/import/columns/0: must have required property 'label'",
    ]);
  });

  it('takes a resource (the model the page shows) on every page type', () => {
    for (const page of [spvList(), spvForm(), spvDetail()]) {
      expect(validateSchemaDocument({ ...page, resource: 'gold.spv' }).ok).toBe(true);
      expect(errorsOf({ ...page, resource: 3 })).toEqual(['/resource: must be string']);
      expect(errorsOf({ ...page, resource: '' })).toEqual(['/resource: must NOT have fewer than 1 characters']);
    }
  });

  it('closes every object of the language: an unknown property is an error everywhere', () => {
    const open: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${path}/${index}`));
      const schema = node as Record<string, unknown>;
      // The page root only reads `type` and hands the page to its variant (allOf).
      if (schema.properties && schema.additionalProperties !== false && path !== '') open.push(path);
      for (const [key, value] of Object.entries(schema)) {
        // `if` and `when` only choose a variant; record values (props, query) are the widgets' business.
        if (key === 'if' || key === 'patternProperties') continue;
        walk(value, `${path}/${key}`);
      }
    };
    walk(Language.PageSchema, '');
    expect(open).toEqual([]);
  });

  it('takes the rule names from the validation catalogue', () => {
    expect(Language.RuleName.enum).toEqual(RULE_NAMES);
  });

  it('derives the types from the definitions', () => {
    expectTypeOf<Static<typeof Language.LocalText>>().toEqualTypeOf<LocalText>();
    expectTypeOf<Extract<RuleRef, string>>().toEqualTypeOf<RuleName>();
    expectTypeOf<PageType>().toEqualTypeOf<'list' | 'form' | 'detail' | 'tabs'>();
    expectTypeOf<StaticOption['value']>().toEqualTypeOf<string | number | boolean>();
    expectTypeOf<NonNullable<FieldSchema['children']>>().toEqualTypeOf<FieldSchema[]>();
    expectTypeOf<PageSchema['resource']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ContainerKey>().toEqualTypeOf<'row' | 'card' | 'tab' | 'tabItem' | 'collapse' | 'collapseItem'>();
  });
});

describe('union builders', () => {
  it('allow a case without `when` only last', () => {
    expect(() => Switch([{ then: Type.String() }, { when: { type: 'number' }, then: Type.Number() }])).toThrow(/only the last case/);
    expect(Switch([{ when: { type: 'number' }, then: Type.Number() }, { then: Type.String() }])).toMatchObject({
      if: { type: 'number' },
      then: { type: 'number' },
      else: { type: 'string' },
    });
  });

  it('need a literal tag on every variant', () => {
    expect(() => Tagged('type', [Type.Object({ type: Type.String() })])).toThrow(/no literal 'type'/);
  });
});
