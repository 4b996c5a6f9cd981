import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../runtime/state/session';
import { fixedScreenRoutes, registerScreens } from '../../../runtime/views/screens';

describe('fixedScreenRoutes', () => {
  registerScreens({
    schemas: {}, pages: {},
    fixed: [{ path: '/test/things/detail/$id', schema: 'test.thing.detail', menu: 'test/things', title: { zh: '详情', en: 'Details' } }],
  });
  const list: AppRoute = { path: '/test/things', name: 'things', view: 'page', meta: { title: '物品', zhTitle: '物品', urlAddress: 'test/things', modelId: 'm-things', icon: 'AppstoreOutlined' } };

  it('gives a detail screen its list as owner (sidebar and breadcrumb), with the list menu modelId', () => {
    const route = fixedScreenRoutes([list]).find((r) => r.path === '/test/things/detail/$id');
    expect(route?.meta).toMatchObject({ ownerPath: '/test/things', modelId: 'm-things', hidden: true, localTitle: { zh: '详情', en: 'Details' } });
  });

  it('gives no route to a user without the list page', () => {
    expect(fixedScreenRoutes([]).some((r) => r.path === '/test/things/detail/$id')).toBe(false);
  });
});
