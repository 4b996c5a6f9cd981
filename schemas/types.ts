import type { Static } from '@sinclair/typebox';
import type * as Language from './page/language';

/**
 * The schema language (docs/architecture.md#the-schema-language). It is defined once, in
 * TypeBox, in `page/language.ts` (each definition and property is documented there); the types
 * below are derived from it with `Static`, and validate.ts checks documents against the same
 * definitions. Only types are imported from there, so the browser bundle does not load TypeBox.
 */

/** The version this code writes; older documents are upgraded by `migrate` when loaded. */
export const SCHEMA_VERSION = 1;

export type HttpMethod = Static<typeof Language.HttpMethod>;
/** One API call of a page; `url`, `query` and `body` may hold `{{path}}` placeholders. */
export type ApiCall = Static<typeof Language.ApiCall>;
/** A conditional call: the first whose `when` expression is true (or has none) is used. */
export type ConditionalApiCall = Static<typeof Language.ConditionalApiCall>;
export type StaticOption = Static<typeof Language.StaticOption>;
/** Where a select, radio or checkbox gets its options. */
export type OptionsSource = Static<typeof Language.OptionsSource>;
/** A rule of the shared catalogue by name, or a pattern with its own message. */
export type RuleRef = Static<typeof Language.RuleRef>;

/** Keys of the layout containers; they hold `children` and have no value. */
export const CONTAINER_KEYS = ['row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem'] as const;
/**
 * Keys that show something but hold no value: the widgets of widgets/registry.ts whose valueType is
 * 'none' (schemas/ may not import widgets/; tests/unit/schemas/widget-keys.test.ts holds the two together).
 */
export const DECORATION_KEYS = [
  'groupTitle', 'divider', 'text', 'button', 'qrcode', 'barcode', 'relationFormAttr', 'popupAttr', 'relationFlowAttr',
] as const;
export type ContainerKey = (typeof CONTAINER_KEYS)[number];

/**
 * A form field or container. Fields carry `vModel` (the data key); containers carry `children`.
 * `jnpfKey` is the widget key of `widgets/registry.ts` or a container/decoration key.
 */
export type FieldSchema = Static<typeof Language.FieldSchema>;
export type SearchField = Static<typeof Language.SearchField>;
export type ColumnSchema = Static<typeof Language.ColumnSchema>;
export type ActionKind = Static<typeof Language.ActionKind>;
export type ActionSchema = Static<typeof Language.ActionSchema>;
/** What is imported: decides the save payload and how a refused upload or save is shown. */
/** The bulk import wizard of a list (docs/product.md#import-wizard): upload and check a file, preview its rows, save them. */
export type ListImport = Static<typeof Language.ListImport>;
export type ListSchema = Static<typeof Language.ListSchema>;
/** Rows form a tree (organisations, menus, areas, tree dictionaries): no pagination. */
export type TreeRows = Static<typeof Language.TreeRows>;
export type FormSchema = Static<typeof Language.FormSchema>;
export type DetailTab = Static<typeof Language.DetailTab>;
export type DetailSchema = Static<typeof Language.DetailSchema>;
/** A figure above a list, read by its own call with the list search. */
export type ListSummary = Static<typeof Language.ListSummary>;
/** A chart above a list, fed by its own call with the list search. */
export type ListChart = Static<typeof Language.ListChart>;
export type PageTab = Static<typeof Language.PageTab>;
/** Several lists of one menu page, one per tab. */
export type TabsSchema = Static<typeof Language.TabsSchema>;
export type PageSchema = Static<typeof Language.PageSchema>;
export type PageType = PageSchema['type'];
