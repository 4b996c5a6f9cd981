import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TokenHandoverPage } from '../../../runtime/views/open';
import { RedirectPage } from '../../../runtime/views/common/Redirect';
import { resetSession, session } from '../../../runtime/state/session';
import { renderPage } from '../login/harness';

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('open helper pages', () => {
  it('/jump stores the handed-over token and follows a same-site redirect', async () => {
    renderPage('/jump?token=Bearer%20j&redirect=%2Fsystem%2Flog', '/jump', TokenHandoverPage);
    expect((await screen.findByTestId('where')).textContent).toBe('/system/log');
    expect(session.token).toBe('Bearer j');
  });

  it('/auth-redirect without a token goes to sign-in', async () => {
    renderPage('/auth-redirect', '/auth-redirect', TokenHandoverPage);
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('ignores redirects to other sites', async () => {
    renderPage('/jump?token=t&redirect=%2F%2Fevil.example.com', '/jump', TokenHandoverPage);
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('/redirect/<path> re-enters the path with its query', async () => {
    renderPage('/redirect/system/log?a=1', '/redirect/$', RedirectPage);
    expect((await screen.findByTestId('where')).textContent).toBe('/system/log?a=1');
  });
});
