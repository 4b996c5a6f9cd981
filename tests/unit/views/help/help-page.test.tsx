import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { HelpPage } from '../../../../runtime/views/help';
import { resetSession, session } from '../../../../runtime/state/session';
import { renderPage } from '../../login/harness';

beforeEach(() => {
  resetSession();
  session.token = 'Bearer t';
});
afterEach(() => {
  resetSession();
  if (i18n.locale !== 'zh') i18n.loadAndActivate({ locale: 'zh', messages: {} });
});

const toc = () => screen.getByRole('navigation', { name: '帮助文档目录' });
const article = () => document.querySelector('article.help-content') as HTMLElement;

describe('/help', () => {
  it('shows the table of contents and the first page, and switches page from the contents', async () => {
    const { router } = renderPage('/help', '/help', HelpPage);
    await waitFor(() => expect(article().querySelector('h2')?.textContent).toBe('登录与界面'));
    const contents = toc();
    expect(within(contents).getByText('登录与界面').getAttribute('aria-current')).toBe('page');
    expect(within(contents).getByText('标签页').closest('a')!.getAttribute('href')).toBe('/help?page=01-start#tabs');
    expect(within(contents).getByText('月末结算与首页')).toBeTruthy();

    fireEvent.click(within(contents).getByText('门店结算与资金'));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: '06-settlement-funds' }));
    await waitFor(() => expect(article().querySelector('h2')?.textContent).toBe('门店结算与资金'));
    expect(within(toc()).getByText('资金台账').closest('a')!.getAttribute('href')).toBe('/help?page=06-settlement-funds#ledger');
  });

  it('opens the page and section of a deep link, and follows links between pages', async () => {
    const { router } = renderPage('/help?page=03-master-data#freeze', '/help', HelpPage);
    await waitFor(() => expect(article().querySelector('h2')?.textContent).toBe('主数据：SPV、加盟商、门店'));
    expect(article().querySelector('#freeze')?.textContent).toBe('冻结与解冻');
    fireEvent.click(within(article()).getByText('导入向导'));
    await waitFor(() => expect(router.state.location.href).toBe('/help?page=02-lists#import'));
    await waitFor(() => expect(article().querySelector('#import')?.textContent).toBe('导入向导'));
  });

  it('filters the pages by the search box', async () => {
    renderPage('/help', '/help', HelpPage);
    await waitFor(() => expect(article()).toBeTruthy());
    const box = screen.getByPlaceholderText('搜索帮助文档');
    fireEvent.change(box, { target: { value: '旧料回收价' } });
    await waitFor(() => expect(within(toc()).queryByText('登录与界面')).toBeNull());
    expect(within(toc()).getByText('金价管理')).toBeTruthy();
    // Only the sections holding the text are listed under a found page.
    expect(within(toc()).getByText('金价类型')).toBeTruthy();
    expect(within(toc()).queryByText('走势图')).toBeNull();
    fireEvent.change(box, { target: { value: 'no such text anywhere' } });
    expect(await within(toc()).findByText('没有包含该内容的页面')).toBeTruthy();
  });

  it('shows the guide in the language of the interface', async () => {
    await act(async () => { i18n.loadAndActivate({ locale: 'en', messages: {} }); });
    renderPage('/help?page=04-gold-prices', '/help', HelpPage);
    await waitFor(() => expect(article().querySelector('h2')?.textContent).toBe('Gold prices'));
    expect(within(toc()).getByText('Signing in and the screen')).toBeTruthy();
  });
});
