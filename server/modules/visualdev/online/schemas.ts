import { Type } from '@sinclair/typebox';
import { Id } from '../../../resource/http';

/** Route schemas of the OnlineDev calls: ids, paging and search bounds; a save body's values are read by the model. */

export const ModelParams = Type.Object({ modelId: Id });
export const RecordParams = Type.Object({ modelId: Id, id: Id });
export const IdsBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) });

const Scalar = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean(), Type.Null()]);
/** A flat search value: a text, a number, or a pair / short list (ranges, cascaders, areas). */
const SearchValue = Type.Union([Scalar, Type.Array(Type.Union([Scalar, Type.Array(Scalar, { maxItems: 10 })]), { maxItems: 10 })]);

const listProperties = {
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20, description: 'JNPF asks 10000 for unpaged and grouped lists' }),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  sidx: Type.Optional(Type.String({ maxLength: 64, description: 'field to sort by; empty = newest first' })),
  menuId: Type.Optional(Type.String({ maxLength: 64, description: 'accepted and ignored: the access is the published menu\'s' })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  queryJson: Type.Optional(Type.String({ maxLength: 20_000, description: 'JSON text {<vModel>: value}; a range is [start, end]' })),
};

export const ListBody = Type.Object(listProperties, {
  additionalProperties: SearchValue,
  maxProperties: 300,
  description: 'Paging, sort and search; search keys may also come flat (<vModel>, <vModel>Start / <vModel>End)',
});

export const ExportBody = Type.Object({
  ...listProperties,
  dataType: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal(0), Type.Literal(1)], { description: "'0' the shown page, '1' every matching row (default)" })),
  selectKey: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 300, description: 'the columns to export (default: the list\'s)' })),
}, { additionalProperties: SearchValue, maxProperties: 300 });

export const SaveBody = Type.Object({
  data: Type.Optional(Type.Union([Type.String({ maxLength: 5_000_000 }), Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'JSON text of the values (JNPF), or the values' })),
  id: Type.Optional(Type.String({ maxLength: 64 })),
  version: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 12 })], { description: 'the version read (required on update); may also travel inside data' })),
}, { additionalProperties: true, maxProperties: 1000, description: '{ data: "<JSON>" }, { data: {...} } or the values themselves; sub-table rows as arrays under the sub-table\'s vModel' });

const ImportRows = Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 100_000 });
/** The checked rows of an import: a plain array, or `{ list }` as the import wizard sends it. */
export const ImportBody = Type.Union([ImportRows, Type.Object({ list: ImportRows, blnOut: Type.Optional(Type.Boolean()) })]);
