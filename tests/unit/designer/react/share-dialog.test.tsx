import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import ShareDialog from '../../../../designer/react/share/ShareDialog';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';
import { renderUi } from './harness';

configure({ asyncUtilTimeout: 15_000 });

const ID = 'c'.repeat(32);
const BASE = '/api/visualdev/Base';
const OLD = 'o'.repeat(43);
const NEW = 'n'.repeat(43);
const link = (token: string, active: boolean) => ({
  id: token.slice(0, 32), token, url: `/share/${token}`, creatorUser: '管理员', creatorTime: Date.UTC(2026, 0, 2), expiresAt: null,
  revokedAt: active ? null : Date.UTC(2026, 0, 3), active,
});

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('share dialog of a design', { timeout: 120_000 }, () => {
  it('creates a link and copies it, lists the links and revokes one', async () => {
    let links = [link(OLD, true)];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = stubFetch({
      [`GET ${BASE}/${ID}/Shares`]: () => ({ code: 200, data: { list: links } }),
      [`POST ${BASE}/shareLmsf`]: () => {
        links = [link(NEW, true), ...links];
        return { code: 200, msg: '分享链接已创建', data: { token: NEW, url: `/share/${NEW}` } };
      },
      [`DELETE ${BASE}/shareLmsf/${OLD}`]: () => {
        links = links.map((l) => (l.token === OLD ? link(OLD, false) : l));
        return { code: 200, msg: '分享链接已撤销' };
      },
    });
    renderUi(<ShareDialog row={{ id: ID, state: 1, fullName: '请假' }} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText(`${window.location.origin}/share/${OLD}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /创建分享链接/ }));
    await screen.findByText(`${window.location.origin}/share/${NEW}`);
    expect(JSON.parse(String(calls.find((c: Call) => c.method === 'POST')!.body))).toEqual({ id: ID });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/${NEW}`);

    fireEvent.click(screen.getAllByRole('button', { name: /撤销链接/ })[1]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('已撤销');
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${BASE}/shareLmsf/${OLD}`)).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /撤销链接/ })).toHaveLength(1));
  });

  it('offers no new link for an unpublished design', async () => {
    stubFetch({ [`GET ${BASE}/${ID}/Shares`]: { code: 200, data: { list: [] } } });
    renderUi(<ShareDialog row={{ id: ID, state: 0 }} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText('发布后才能分享此表单')).toBeTruthy();
    expect(screen.getByRole('button', { name: /创建分享链接/ }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('暂无分享链接')).toBeTruthy();
  });
});
