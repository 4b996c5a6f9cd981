import { Type } from '@sinclair/typebox';
import { SortCodeIn, TextIn } from '../system/catalogue-input';

/** The body of a design's create and save (/api/visualdev/Base), also what a preview (OnlineDev App/Preview) checks. */

export const DesignType = Type.Unsafe<number>({ type: 'integer', enum: [1, 2, 3, 4, 5], description: '1 web design, 2 app design, 3 flow form, 4 web form generator, 5 app form generator' });
/** A design part: JSON text (as JNPF sends it) or the JSON value itself; null clears it. */
const DesignJson = (description: string) => Type.Optional(Type.Unsafe<unknown>({ type: ['object', 'array', 'string', 'null'], maxLength: 5_000_000, description }));

export const DesignBody = Type.Object({
  fullName: TextIn(100, 'required on create'),
  enCode: TextIn(50, 'required on create; unique among live designs; letters, digits and dots'),
  category: TextIn(64, 'a dictionary item id (the Selector groups by it)'),
  description: TextIn(500),
  type: Type.Optional(DesignType),
  webType: Type.Optional(Type.Unsafe<string | number>({ type: ['string', 'integer'], enum: ['1', '2', '3', 1, 2, 3], description: "'1' form only, '2' form and list (default), '3' flow form" })),
  sortCode: SortCodeIn,
  formData: DesignJson('the form: a page-schema form (schemas/page/language.ts) or JNPF designer JSON, converted on save; validated and linted'),
  columnData: DesignJson('the list design: an object; a list page schema (type list) is validated and linted beside the form'),
  tables: DesignJson('JNPF TableModel[] (may be empty)'),
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the editor loaded; another current version answers 409' })),
}, { description: 'Other JNPF entity fields (id, state, dbLinkId, flowTemplateJson, appColumnData) are accepted and ignored: the state changes only by Actions/State' });
