import { describe, expect, it } from 'vitest';
import { branchIds, chosenIds, chosenItems, conduct, leafIds, onlyLeaves, selectionKey, type AuthNode } from '../../../../business-screens/admin/authorize/tree';

const MENUS: AuthNode[] = [
  {
    id: 'sys', fullName: '系统管理', type: 'menu', children: [
      { id: 'user', fullName: '用户管理', type: 'menu' },
      { id: 'role', fullName: '角色管理', type: 'menu' },
    ],
  },
  { id: 'gold', fullName: '金价', type: 'menu' },
];

const BUTTONS: AuthNode[] = [
  {
    id: 'sys', fullName: '系统管理', type: 'menu', children: [
      { id: 'user', fullName: '用户管理', type: 'menu', children: [
        { id: 'b-add', fullName: '新增', type: 'button' },
        { id: 'b-more', fullName: '更多', type: 'button', children: [{ id: 'b-reset', fullName: '重置密码', type: 'button' }, { id: 'b-lock', fullName: '锁定', type: 'button' }] },
      ] },
      { id: 'role', fullName: '角色管理', type: 'menu', children: [{ id: 'b-role', fullName: '新增角色', type: 'button' }] },
    ],
  },
];

describe('authorisation trees', () => {
  it('lists leaves and branches', () => {
    expect(leafIds(MENUS)).toEqual(['user', 'role', 'gold']);
    expect(branchIds(BUTTONS)).toEqual(['sys', 'user', 'b-more', 'role']);
  });

  it('keeps only leaves of saved ids, so a half-granted directory does not check all its pages', () => {
    expect(onlyLeaves(MENUS, ['sys', 'user', 'missing', 'user'])).toEqual(['user']);
  });

  it('lets parents follow their children: all checked, or half-checked', () => {
    expect(conduct(MENUS, new Set(['user']))).toEqual({ checked: ['user'], half: ['sys'] });
    expect(conduct(MENUS, new Set(['user', 'role', 'gold']))).toEqual({ checked: ['user', 'role', 'sys', 'gold'], half: [] });
    expect(conduct(MENUS, new Set())).toEqual({ checked: [], half: [] });
  });

  it('saves menus with their half-checked directories', () => {
    expect(chosenIds(MENUS, new Set(['role']))).toEqual(['role', 'sys']);
  });

  it('saves items (half-checked item parents too) only under the chosen menus, never the menus themselves', () => {
    const checked = new Set(['b-add', 'b-reset', 'b-role']);
    expect(chosenItems(BUTTONS, checked, new Set(['sys', 'user', 'role']))).toEqual(['b-add', 'b-more', 'b-reset', 'b-role']);
    expect(chosenItems(BUTTONS, checked, new Set(['sys', 'role']))).toEqual(['b-role']);
  });

  it('keys a menu choice independently of its order', () => {
    expect(selectionKey(['b', 'a'])).toBe(selectionKey(new Set(['a', 'b'])));
  });
});
