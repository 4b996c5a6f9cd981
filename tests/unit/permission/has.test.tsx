import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hasColumn, hasPermission } from '../../../runtime/permission/has';
import { Permission } from '../../../runtime/permission/Permission';
import { CurrentRouteContext } from '../../../runtime/permission/context';
import { session, type AppRoute, type PermissionEntry } from '../../../runtime/state/session';

const list: PermissionEntry[] = [
  { modelId: 'm-online', button: [{ id: '1', fullName: '强制下线', enCode: 'btn_forced' }], column: [{ id: 'c', fullName: '账号', enCode: 'userAccount' }] },
  { modelId: 'm-empty', button: [], column: [] },
];

describe('hasPermission (docs/product.md#permissions)', () => {
  it('allows a button listed for the route modelId', () => {
    expect(hasPermission('btn_forced', 'm-online', list)).toBe(true);
  });
  it('denies without a modelId, without an entry, with an empty button list, or with another code', () => {
    expect(hasPermission('btn_forced', undefined, list)).toBe(false);
    expect(hasPermission('btn_forced', '', list)).toBe(false);
    expect(hasPermission('btn_forced', 'm-other', list)).toBe(false);
    expect(hasPermission('btn_forced', 'm-empty', list)).toBe(false);
    expect(hasPermission('btn_remove', 'm-online', list)).toBe(false);
    expect(hasPermission('', 'm-online', list)).toBe(false);
  });
  it('applies the same rule to columns', () => {
    expect(hasColumn('userAccount', 'm-online', list)).toBe(true);
    expect(hasColumn('userAccount', 'm-empty', list)).toBe(false);
    expect(hasColumn('userAccount', undefined, list)).toBe(false);
  });
});

describe('<Permission>', () => {
  const route = (modelId?: string): AppRoute => ({ path: '/p', name: 'p', view: 'page', meta: { title: 'p', zhTitle: 'P', modelId } });
  const show = (modelId?: string) =>
    render(
      <CurrentRouteContext.Provider value={route(modelId)}>
        <Permission code="btn_forced"><button type="button">踢出</button></Permission>
      </CurrentRouteContext.Provider>,
    );

  it('renders its children only when the current route grants the code, and follows the live list', async () => {
    session.permissionList = list;
    show('m-online');
    expect(screen.getByText('踢出')).toBeTruthy();
    await act(async () => { session.permissionList = []; });
    expect(screen.queryByText('踢出')).toBeNull();
  });

  it('renders nothing without a route modelId or outside a route', () => {
    session.permissionList = list;
    show(undefined);
    expect(screen.queryByText('踢出')).toBeNull();
    render(<Permission code="btn_forced"><span>外部</span></Permission>);
    expect(screen.queryByText('外部')).toBeNull();
  });
});
