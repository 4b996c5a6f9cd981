import { describe, expect, it } from 'vitest';
import { compileDesign } from '../../../schemas/model/from-design';
import type { DesignSource, PublishedDesign } from '../../../schemas/model/published';
import { groupId, groupLabelProp, groupRows, isGrouped } from '../../../schemas/page/group';
import type { FieldSchema, ListSchema } from '../../../schemas/types';

/** The list layouts a design publishes (JNPF list types 2 and 3) and the grouping both the server and the runtime use. */

const ID = 'b1b2c3d4e5f60718293a4b5c6d7e8f90';
const fields: FieldSchema[] = [
  { jnpfKey: 'comInput', vModel: 'customer', label: '客户' },
  { jnpfKey: 'select', vModel: 'level', label: '等级', options: { dictionary: 'customerLevel' }, props: { valueKey: 'enCode' } },
  { jnpfKey: 'select', vModel: 'region', label: '区域', options: { dictionary: 'region' } },
];
const list = (over: Partial<ListSchema>): ListSchema => ({
  schemaVersion: 1, id: 'design.list', type: 'list', api: { list: { method: 'POST', url: '/x' } }, model: { form: 'design' },
  columns: [{ prop: 'level', label: '等级' }, { prop: 'customer', label: '客户' }, { prop: 'region', label: '区域' }],
  ...over,
});
const tree = (field: string, dictionary = 'customerLevel'): NonNullable<ListSchema['tree']> => ({
  title: '等级', api: { method: 'GET', url: `/api/system/DictionaryData/${dictionary}/Data/Selector` }, queryKey: field, labelKey: 'fullName', valueKey: 'id',
});
function compiled(over: Partial<ListSchema>): PublishedDesign {
  const source: DesignSource = {
    id: ID, enCode: 'layouts', fullName: '布局', webType: '2',
    form: { schemaVersion: 1, id: 'design', type: 'form', api: { save: { method: 'POST', url: '/x' } }, fields },
    list: list(over),
  };
  const result = compileDesign(source);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.published;
}

describe('publishing list layouts', () => {
  it('keeps a group-by on a field of the model and drops one on an unknown field', () => {
    expect(compiled({ groupBy: { prop: 'level' } }).list.groupBy).toEqual({ prop: 'level' });
    expect(compiled({ groupBy: { prop: 'gone' } }).list.groupBy).toBeUndefined();
  });

  it('makes the left tree\'s relation field searchable by equality and sends the dictionary key the field stores', () => {
    const byCode = compiled({ tree: tree('level') });
    expect(byCode.model.fields.find((f) => f.key === 'level')?.search).toBe('equal');
    expect(byCode.list.tree).toMatchObject({ queryKey: 'level', valueKey: 'enCode' });
    // A field storing the item id keeps the tree's id.
    const byId = compiled({ tree: tree('region', 'region') });
    expect(byId.model.fields.find((f) => f.key === 'region')?.search).toBe('equal');
    expect(byId.list.tree).toMatchObject({ queryKey: 'region', valueKey: 'id' });
    // No tree, no search the design did not ask for.
    expect(compiled({}).model.fields.find((f) => f.key === 'level')?.search).toBeUndefined();
    expect(compiled({ tree: tree('gone') }).list.tree).toBeUndefined();
  });
});

describe('grouping rows (schemas/page/group.ts)', () => {
  const columns = list({}).columns;
  it('names the first shown column other than the group field as the one holding the group text', () => {
    expect(groupLabelProp({ columns, groupBy: { prop: 'level' } })).toBe('customer');
    expect(groupLabelProp({ columns, groupBy: { prop: 'customer' } })).toBe('level');
    expect(groupLabelProp({ columns: [{ ...columns[0], hidden: true }, ...columns.slice(1)], groupBy: { prop: 'customer' } })).toBe('region');
    expect(groupLabelProp({ columns })).toBeUndefined();
  });

  it('puts rows under one header row per stored value, groups in the order of their first row', () => {
    const rows = [{ id: 'a', level: 'v' }, { id: 'b', level: 'n' }, { id: 'c', level: 'v' }, { id: 'd', level: null }];
    const groups = groupRows(rows, 'customer', (r) => r.level, (r) => (r.level === 'v' ? '贵宾' : String(r.level ?? '')));
    expect(groups).toEqual([
      { top: true, id: groupId('v'), customer: '贵宾', children: [rows[0], rows[2]] },
      { top: true, id: groupId('n'), customer: 'n', children: [rows[1]] },
      { top: true, id: groupId(null), customer: '', children: [rows[3]] },
    ]);
    expect(isGrouped(groups)).toBe(true);
    expect(isGrouped(rows)).toBe(false);
    expect(groupId('')).toBe(groupId(undefined));
  });
});
