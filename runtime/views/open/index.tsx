import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { resetSession, setToken } from '../../state/session';
import { safeRedirect } from '../../data/navigate';
import { useQueryParams } from '../../data/useQuery';
import { NotAvailable } from '../common/NotAvailable';

/**
 * /auth-redirect and /jump: enter the app with a token handed over in the query string
 * (`?token=…&redirect=/path`), else go to the sign-in page.
 */
export function TokenHandoverPage() {
  const navigate = useNavigate();
  const query = useQueryParams();
  // Read once: while leaving the page the router location already shows the next page's query.
  const [{ token, redirect }] = useState(() => ({ token: query.get('token'), redirect: query.get('redirect') }));
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (token) {
      resetSession();
      setToken(token);
      void navigate({ href: safeRedirect(redirect), replace: true });
    } else {
      void navigate({ href: '/login', replace: true });
    }
  }, [navigate, token, redirect]);
  return null;
}

/** /m/*: mobile pages are not part of this version (/share/* is views/share). */
export function OpenPlaceholderPage() {
  return <NotAvailable />;
}
