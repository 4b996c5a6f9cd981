import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import ShareDialog from '../../../../designer/react/share/ShareDialog';
import { appState } from '../../../../runtime/state/app';
import { resetSession } from '../../../../runtime/state/session';
import { stubFetch, type Call } from '../../data/net';
import { renderUi } from './harness';

configure({ asyncUtilTimeout: 15_000 });

const ID = 'd'.repeat(32);
const BASE = '/api/visualdev/Base';
const at = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm').valueOf();
const link = (token: string, extra: { expiresAt?: number | null; revokedAt?: number | null; active: boolean }) => ({
  id: token.slice(0, 32), token, url: `/share/${token}`, creatorUser: '管理员', creatorTime: Date.UTC(2026, 0, 2), expiresAt: null, revokedAt: null, ...extra,
});

beforeEach(() => {
  resetSession();
  appState.language = 'zh';
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('share dialog: expiry and the fields a stranger cannot fill', { timeout: 120_000 }, () => {
  it('shows each link’s expiry and state, and warns before a link is made which fields are left out', async () => {
    stubFetch({
      [`GET ${BASE}/${ID}/Shares`]: { code: 200, data: { list: [
        link('a'.repeat(43), { active: true }),
        link('b'.repeat(43), { expiresAt: at('2026-01-05 08:30'), active: false }),
        link('c'.repeat(43), { expiresAt: at('2036-01-05 08:30'), revokedAt: Date.UTC(2026, 0, 3), active: false }),
      ] } },
      [`GET ${BASE}/${ID}/ShareFields`]: { code: 200, data: { unfillable: [
        { vModel: 'owner', label: '负责人', required: true }, { vModel: 'dept', label: '部门', required: false },
      ] } },
    });
    renderUi(<ShareDialog row={{ id: ID, state: 1 }} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText('以下字段需要登录才能填写，分享的表单中不显示：')).toBeTruthy();
    expect(screen.getByText('负责人（必填，提交将失败）、部门')).toBeTruthy();
    await screen.findByText('2026-01-05 08:30');
    const rows = [...document.querySelectorAll('tr[data-row-key]')].map((r) => r.textContent ?? '');
    expect(rows[0]).toMatch(/永久有效.*有效/);
    expect(rows[1]).toMatch(/2026-01-05 08:30.*已过期/);
    expect(rows[2]).toMatch(/2036-01-05 08:30.*已撤销/);
  });

  it('creates a link that ends at the chosen time, or none', async () => {
    const calls = stubFetch({
      [`GET ${BASE}/${ID}/Shares`]: { code: 200, data: { list: [] } },
      [`GET ${BASE}/${ID}/ShareFields`]: { code: 200, data: { unfillable: [] } },
      [`POST ${BASE}/shareLmsf`]: { code: 200, msg: '分享链接已创建', data: { token: 'n'.repeat(43), url: `/share/${'n'.repeat(43)}` } },
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
    renderUi(<ShareDialog row={{ id: ID, state: 1 }} onClose={vi.fn()} onDone={vi.fn()} />);
    await screen.findByText('暂无分享链接');
    expect(screen.queryByText('以下字段需要登录才能填写，分享的表单中不显示：')).toBeNull();
    const input = screen.getByPlaceholderText('永久有效') as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2030-03-04 09:15' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(input.value).toBe('2030-03-04 09:15'));
    fireEvent.click(screen.getByRole('button', { name: /创建分享链接/ }));
    await waitFor(() => expect(calls.some((c: Call) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((c: Call) => c.method === 'POST')!.body))).toEqual({ id: ID, expiresAt: at('2030-03-04 09:15') });
  });
});
