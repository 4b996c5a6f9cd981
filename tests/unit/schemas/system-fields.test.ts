import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../schemas/types';
import { fillSystemFields, type SystemUser } from '../../../schemas/system-fields';

const NOW = Date.UTC(2024, 2, 5, 8, 30);
const LATER = Date.UTC(2024, 5, 1, 9, 0);

const alice: SystemUser = {
  userId: 'u1', userName: '张三', organizeId: 'c2', organizeName: '华南公司',
  departmentId: 'dep1', departmentName: '财务部', positionId: 'p1', positionName: '财务经理',
};
const bob: SystemUser = { userId: 'u2', userName: '李四', organizeId: 'c9', departmentId: 'dep9', positionId: 'p9' };

const sys = (jnpfKey: string, vModel = jnpfKey): FieldSchema => ({ jnpfKey, vModel });

const fields: FieldSchema[] = [
  { jnpfKey: 'comInput', vModel: 'name' },
  sys('createUser', 'creator'),
  sys('createTime'),
  sys('modifyUser'),
  sys('modifyTime'),
  // A layout container: its fields belong to the form.
  { jnpfKey: 'card', children: [sys('currOrganize', 'org'), { jnpfKey: 'row', children: [sys('currDept', 'dept')] }] },
  sys('currPosition', 'pos'),
];

/** What the client sends: forged values for every system field. */
const forged = {
  name: '南山店', creator: 'hacker', createTime: 1, modifyUser: 'hacker', modifyTime: 2, org: 'x', dept: 'y', pos: 'z',
};

describe('fillSystemFields', () => {
  it('on create stores the user id, epoch ms and the organisation, department and position ids; modify* stay empty', () => {
    const out = fillSystemFields(fields, forged, { isNew: true, now: NOW, user: alice });
    expect(out).toEqual({
      name: '南山店', creator: 'u1', createTime: NOW, modifyUser: null, modifyTime: null, org: 'c2', dept: 'dep1', pos: 'p1',
    });
  });

  it('accepts a Date for now and stores null for what the user lacks', () => {
    const out = fillSystemFields(fields, {}, { isNew: true, now: new Date(NOW), user: { userId: 'u3', userName: '王五' } });
    expect(out).toMatchObject({ creator: 'u3', createTime: NOW, org: null, dept: null, pos: null });
  });

  it('on update keeps the stored create* and curr* (never the client values) and sets modify*', () => {
    const previous = { name: '旧名', creator: 'u1', createTime: NOW, modifyUser: null, modifyTime: null, org: 'c2', dept: 'dep1', pos: 'p1' };
    const out = fillSystemFields(fields, forged, { isNew: false, now: LATER, user: bob, previous });
    expect(out).toEqual({
      name: '南山店', creator: 'u1', createTime: NOW, modifyUser: 'u2', modifyTime: LATER, org: 'c2', dept: 'dep1', pos: 'p1',
    });
  });

  it('on update without the stored record leaves create* and curr* out, so they are not overwritten', () => {
    const out = fillSystemFields(fields, forged, { isNew: false, now: LATER, user: bob });
    expect(out).toEqual({ name: '南山店', modifyUser: 'u2', modifyTime: LATER });
  });

  it('does not change the values passed in, nor fields that are not system fields', () => {
    const values = { ...forged };
    const out = fillSystemFields(fields, values, { isNew: true, now: NOW, user: alice });
    expect(values).toEqual(forged);
    expect(out.name).toBe('南山店');
  });

  describe('sub-table columns', () => {
    const table: FieldSchema[] = [
      {
        jnpfKey: 'table',
        vModel: 'items',
        children: [{ jnpfKey: 'numInput', vModel: 'qty' }, sys('createUser', 'by'), sys('createTime', 'at'), sys('modifyUser', 'mb')],
      },
    ];

    it('fills every row on create', () => {
      const out = fillSystemFields(table, { items: [{ qty: 1, by: 'x' }, { qty: 2 }] }, { isNew: true, now: NOW, user: alice });
      expect(out.items).toEqual([
        { qty: 1, by: 'u1', at: NOW, mb: null },
        { qty: 2, by: 'u1', at: NOW, mb: null },
      ]);
    });

    it('on update keeps a stored row (by id) and treats a row not stored before as created', () => {
      const previous = { items: [{ id: 'r1', qty: 1, by: 'u1', at: NOW, mb: null }] };
      const values = { items: [{ id: 'r1', qty: 5, by: 'forged', at: 7 }, { qty: 3, by: 'forged' }] };
      const out = fillSystemFields(table, values, { isNew: false, now: LATER, user: bob, previous });
      expect(out.items).toEqual([
        { id: 'r1', qty: 5, by: 'u1', at: NOW, mb: 'u2' },
        { qty: 3, by: 'u2', at: LATER, mb: null },
      ]);
    });

    it('matches rows without ids by position', () => {
      const previous = { items: [{ qty: 1, by: 'u1', at: NOW }] };
      const out = fillSystemFields(table, { items: [{ qty: 9, by: 'forged' }] }, { isNew: false, now: LATER, user: bob, previous });
      expect(out.items).toEqual([{ qty: 9, by: 'u1', at: NOW, mb: 'u2' }]);
    });

    it('leaves a sub-table value that is not a list alone', () => {
      expect(fillSystemFields(table, { items: null }, { isNew: true, now: NOW, user: alice })).toEqual({ items: null });
    });
  });
});
