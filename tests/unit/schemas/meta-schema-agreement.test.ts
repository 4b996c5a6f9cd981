/**
 * Keeps schemas/meta-schema.json in agreement with schemas/types.ts. Each closed object of the types
 * is listed below as `Record<keyof X, true>` literals: adding or removing a property in the types
 * breaks the type-check here, and a property the meta-schema has that the types lack (or the
 * reverse) fails the test. Union variants and string enums are compared the same way.
 */
import { describe, expect, it } from 'vitest';
import metaSchema from '../../../schemas/meta-schema.json' with { type: 'json' };
import type {
  ActionKind,
  ActionSchema,
  ApiCall,
  ColumnSchema,
  ConditionalApiCall,
  DetailSchema,
  DetailTab,
  FieldSchema,
  FormSchema,
  HttpMethod,
  ImportKind,
  ListImport,
  ListSchema,
  OptionsSource,
  PageSchema,
  PageType,
  RuleRef,
  SearchField,
  StaticOption,
} from '../../../schemas/types';
import type { LocalText } from '../../../schemas/text';
import { RULE_NAMES, type RuleName } from '../../../schemas/validation/rules';

type LocalTextObject = Exclude<LocalText, string>;
type DictionaryOptions = Extract<OptionsSource, { dictionary: string }>;
type DataInterfaceOptions = Extract<OptionsSource, { dataInterface: string }>;
type ApiOptions = Extract<OptionsSource, { api: ApiCall }>;
type CatalogueRule = Extract<RuleRef, { rule: RuleName }>;
type PatternRule = Extract<RuleRef, { pattern: string }>;
type ListApi = ListSchema['api'];
type ListModel = ListSchema['model'];
type DefaultSort = NonNullable<ListSchema['defaultSort']>;
type Pagination = Exclude<ListSchema['pagination'], false | undefined>;
type ListTree = NonNullable<ListSchema['tree']>;
type TreeRows = NonNullable<ListSchema['treeRows']>;
type FormPopup = NonNullable<FormSchema['popup']>;
type FormApi = FormSchema['api'];
type DetailApi = DetailSchema['api'];

/** True only when A and B are the same type: a new union variant makes the constants below fail to type-check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const unionsCovered: [
  Same<OptionsSource, StaticOption[] | DictionaryOptions | DataInterfaceOptions | ApiOptions>,
  Same<RuleRef, RuleName | CatalogueRule | PatternRule>,
  Same<PageSchema, ListSchema | FormSchema | DetailSchema>,
  Same<LocalText, string | LocalTextObject>,
] = [true, true, true, true];

/** The keys a value of T must have. */
type RequiredKeys<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? never : K }[keyof T];

interface Shape {
  keys: string[];
  required: string[];
}
/** Object literals of every key and of the required keys of T (checked for excess and missing keys). */
function shape<T>(keys: Record<keyof T, true>, required: Record<RequiredKeys<T>, true>): Shape {
  return { keys: Object.keys(keys).sort(), required: Object.keys(required).sort() };
}

// Written out in full, never spread: a spread escapes TypeScript's excess-property check.
const T = true as const;

/** Meta-schema definition name -> the type it describes. */
const SHAPES: Record<string, Shape> = {
  LocalText: shape<LocalTextObject>({ zh: T, zhtw: T, en: T }, { zh: T }),
  ApiCall: shape<ApiCall>({ method: T, url: T, query: T, body: T }, { method: T, url: T }),
  ConditionalApiCall: shape<ConditionalApiCall>({ method: T, url: T, query: T, body: T, when: T }, { method: T, url: T }),
  StaticOption: shape<StaticOption>({ label: T, value: T, color: T }, { label: T, value: T }),
  DictionaryOptions: shape<DictionaryOptions>({ dictionary: T }, { dictionary: T }),
  DataInterfaceOptions: shape<DataInterfaceOptions>({ dataInterface: T }, { dataInterface: T }),
  ApiOptions: shape<ApiOptions>({ api: T, labelKey: T, valueKey: T }, { api: T }),
  CatalogueRule: shape<CatalogueRule>({ rule: T, trigger: T }, { rule: T }),
  PatternRule: shape<PatternRule>({ pattern: T, message: T, trigger: T }, { pattern: T, message: T }),
  FieldSchema: shape<FieldSchema>(
    {
      jnpfKey: T,
      vModel: T,
      label: T,
      required: T,
      span: T,
      props: T,
      options: T,
      rules: T,
      defaultValue: T,
      formId: T,
      columnWidth: T,
      visibleOn: T,
      disabledOn: T,
      requiredOn: T,
      readonly: T,
      tip: T,
      children: T,
    },
    { jnpfKey: T },
  ),
  SearchField: shape<SearchField>(
    { vModel: T, jnpfKey: T, label: T, match: T, rangeKeys: T, queryOnly: T, options: T, props: T, defaultValue: T },
    { vModel: T, jnpfKey: T, label: T, match: T },
  ),
  ColumnSchema: shape<ColumnSchema>(
    { prop: T, label: T, width: T, minWidth: T, align: T, fixed: T, sortable: T, jnpfKey: T, props: T, options: T, link: T, hidden: T },
    { prop: T, label: T },
  ),
  ActionSchema: shape<ActionSchema>(
    { action: T, name: T, label: T, permission: T, form: T, to: T, api: T, component: T, confirm: T, visibleOn: T, icon: T, danger: T },
    { action: T },
  ),
  ListApi: shape<ListApi>({ list: T, remove: T, export: T }, { list: T }),
  ListModel: shape<ListModel>({ form: T, fields: T }, {}),
  DefaultSort: shape<DefaultSort>({ prop: T, order: T }, { prop: T, order: T }),
  Pagination: shape<Pagination>({ pageSize: T, pageSizes: T }, { pageSize: T, pageSizes: T }),
  TreeRows: shape<TreeRows>({ childrenKey: T, defaultExpandAll: T, lazy: T }, {}),
  ListTree: shape<ListTree>({ title: T, api: T, queryKey: T, labelKey: T, valueKey: T }, { title: T, api: T, queryKey: T }),
  ListImport: shape<ListImport>({ check: T, save: T, kind: T, columns: T, template: T }, { check: T, save: T, columns: T }),
  ListSchema: shape<ListSchema>(
    {
      schemaVersion: T,
      id: T,
      title: T,
      permissions: T,
      type: T,
      api: T,
      model: T,
      rowKey: T,
      search: T,
      columns: T,
      columnPermission: T,
      toolbar: T,
      rowActions: T,
      selectable: T,
      treeRows: T,
      defaultSort: T,
      pagination: T,
      tree: T,
      import: T,
    },
    { schemaVersion: T, id: T, type: T, api: T, model: T, columns: T },
  ),
  FormPopup: shape<FormPopup>({ kind: T, width: T }, { kind: T }),
  FormApi: shape<FormApi>({ get: T, save: T }, { save: T }),
  FormSchema: shape<FormSchema>(
    { schemaVersion: T, id: T, title: T, permissions: T, type: T, popup: T, labelWidth: T, labelPosition: T, api: T, fields: T, submitLabel: T },
    { schemaVersion: T, id: T, type: T, api: T, fields: T },
  ),
  DetailTab: shape<DetailTab>({ label: T, list: T }, { label: T, list: T }),
  DetailApi: shape<DetailApi>({ get: T }, { get: T }),
  DetailSchema: shape<DetailSchema>(
    { schemaVersion: T, id: T, title: T, permissions: T, type: T, api: T, fields: T, tabs: T, actions: T },
    { schemaVersion: T, id: T, type: T, api: T, fields: T },
  ),
};

/** The values of a string union, as a literal that must list each exactly once. */
function values<U extends string>(record: Record<U, true>): string[] {
  return Object.keys(record).sort();
}

interface Definition {
  properties?: Record<string, { enum?: unknown[]; const?: unknown }>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
}
const definitions = metaSchema.definitions as Record<string, Definition>;
const enumAt = (definition: string, property?: string): string[] => {
  const node = property ? definitions[definition].properties?.[property] : definitions[definition];
  return [...((node?.enum ?? []) as string[])].sort();
};

describe('meta-schema agreement with schemas/types.ts', () => {
  it('covers every union variant of the types (checked by the type-check)', () => {
    expect(unionsCovered).toEqual([true, true, true, true]);
  });

  it('describes exactly the object types listed here, each closed', () => {
    const objectDefinitions = Object.keys(definitions).filter((name) => definitions[name].properties).sort();
    expect(objectDefinitions).toEqual(Object.keys(SHAPES).sort());
    for (const name of objectDefinitions) expect({ name, closed: definitions[name].additionalProperties }).toEqual({ name, closed: false });
  });

  it.each(Object.entries(SHAPES))('%s has the properties and required properties of its type', (name, expected) => {
    const definition = definitions[name];
    expect(Object.keys(definition.properties ?? {}).sort()).toEqual(expected.keys);
    expect([...(definition.required ?? [])].sort()).toEqual(expected.required);
  });

  it('discriminates pages by the types of PageSchema', () => {
    const pageTypes = values<PageType>({ list: T, form: T, detail: T });
    expect([...metaSchema.properties.type.enum].sort()).toEqual(pageTypes);
    const branches = metaSchema.allOf.map((branch) => [branch.if.properties.type.const, branch.then.$ref]);
    expect(branches.map(([type]) => type).sort()).toEqual(pageTypes);
    for (const [type, ref] of branches) {
      const name = ref.replace('#/definitions/', '');
      expect(definitions[name].properties?.type.const).toBe(type);
    }
  });

  it('has the enums of the types', () => {
    expect(enumAt('HttpMethod')).toEqual(values<HttpMethod>({ GET: T, POST: T, PUT: T, DELETE: T }));
    expect(enumAt('ActionKind')).toEqual(
      values<ActionKind>({ add: T, edit: T, form: T, remove: T, batchRemove: T, export: T, detail: T, history: T, link: T, api: T, import: T, custom: T }),
    );
    expect(enumAt('RuleTrigger')).toEqual(values<NonNullable<CatalogueRule['trigger']>>({ blur: T, change: T }));
    expect(enumAt('SearchField', 'match')).toEqual(values<SearchField['match']>({ equal: T, like: T, range: T }));
    expect(enumAt('ColumnSchema', 'align')).toEqual(values<NonNullable<ColumnSchema['align']>>({ left: T, center: T, right: T }));
    expect(enumAt('ColumnSchema', 'fixed')).toEqual(values<NonNullable<ColumnSchema['fixed']>>({ left: T, right: T }));
    expect(enumAt('ListImport', 'kind')).toEqual(values<ImportKind>({ stock: T, stockOut: T, sale: T, goldPrice: T, shop: T, other: T }));
    expect(enumAt('DefaultSort', 'order')).toEqual(values<DefaultSort['order']>({ asc: T, desc: T }));
    expect(enumAt('FormPopup', 'kind')).toEqual(values<FormPopup['kind']>({ dialog: T, drawer: T, page: T }));
    expect(enumAt('FormSchema', 'labelPosition')).toEqual(values<NonNullable<FormSchema['labelPosition']>>({ left: T, right: T, top: T }));
  });

  it('names exactly the rules of the validation catalogue', () => {
    expect(enumAt('RuleName')).toEqual([...RULE_NAMES].sort());
  });
});
