import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearServiceCaches, createAppServices } from '../../../../runtime/renderers/services';
import { session, setToken } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';

/** The app's widget services over HTTP (the spec's calls), with the network stubbed at its edge. */
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const TREE = [{ id: 'c1', fullName: '金源集团', type: 'company', children: [{ id: 'd1', parentId: 'c1', fullName: '财务部', type: 'department' }] }];

beforeEach(() => {
  clearServiceCaches();
  setToken('t1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  session.userInfo = null;
});

describe('app widget services', () => {
  it('loads a picker tree once per session and answers names from it', async () => {
    const calls = stubFetch({ 'GET /api/permission/Organize/Department/Selector': ok({ list: TREE }) });
    const services = createAppServices('zh');
    expect(await services.pickerTree('department')).toEqual(TREE);
    expect(await services.pickerNames('department', ['d1', 'x'])).toEqual({ d1: '财务部' });
    expect(calls.filter((c) => c.url.pathname.endsWith('/Department/Selector'))).toHaveLength(1);
  });

  it('asks the server again for every user search and after a failed load', async () => {
    let fail = true;
    const calls = stubFetch({
      'GET /api/permission/Users/Selector': (call: Call) => (fail ? { code: 400, msg: 'busy' } : ok({ list: [{ id: 'u1', fullName: call.url.searchParams.get('keyword') ?? 'all' }] })),
    });
    const services = createAppServices('zh');
    await expect(services.pickerTree('user')).rejects.toThrow();
    fail = false;
    expect(await services.pickerTree('user')).toEqual([{ id: 'u1', fullName: 'all' }]);
    expect(await services.pickerTree('user', '张')).toEqual([{ id: 'u1', fullName: '张' }]);
    expect(await services.pickerTree('user', '张')).toEqual([{ id: 'u1', fullName: '张' }]);
    expect(calls).toHaveLength(4);
  });

  it('uploads a file as multipart to the Uploader of its type and answers the stored file', async () => {
    const stored = { name: 'a.png', fileId: 'f1.png', url: '/api/file/Image/annexpic/f1.png' };
    const calls = stubFetch({ 'POST /api/file/Uploader/annexpic': ok(stored) });
    const services = createAppServices('zh');
    const progress: number[] = [];
    expect(await services.upload(new Blob(['xxxx'], { type: 'image/png' }), 'a.png', 'annexpic', (percent) => progress.push(percent))).toEqual(stored);
    expect(progress).toEqual([50, 100]);
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('a.png');
    expect(calls[0].headers.get('Authorization')).toBe('t1');
  });

  it('previews the next bill number and reads the signed-in user for system fields', async () => {
    stubFetch({ 'GET /api/system/BillRule/BillNumber/shopCode': ok('MD-0007') });
    const services = createAppServices('zh');
    expect(await services.billNumber('shopCode')).toBe('MD-0007');
    expect(services.currentUser()).toBeNull();
    session.userInfo = {
      userId: 'u1', userAccount: 'admin', account: 'admin', userName: '管理员', realName: '管理员', prevLogin: 0,
      organizeName: '金源集团', departmentName: '财务部', positionIds: [{ id: 'p1', name: '经理' }, { id: 'p2', name: '店长' }],
    };
    expect(services.currentUser()).toEqual({ userId: 'u1', userName: '管理员', organizeName: '金源集团', departmentName: '财务部', positionName: '经理,店长' });
  });

  it('reads a related record from the JSON text JNPF answers, and null when there is none', async () => {
    stubFetch({
      'GET /api/visualdev/OnlineDev/m1/r1/DataChange': ok({ data: JSON.stringify({ id: 'r1', name: '南山店' }) }),
      'GET /api/visualdev/OnlineDev/m1/r2/DataChange': ok(null),
    });
    const services = createAppServices('zh');
    expect(await services.relationRecord('m1', 'r1')).toEqual({ id: 'r1', name: '南山店' });
    expect(await services.relationRecord('m1', 'r2')).toBeNull();
  });
});
