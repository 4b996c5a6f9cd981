import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';

/** /redirect/<path>: re-enters <path> (the tags' "refresh"). */
export function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { _splat?: string };
  const search = useLocation({ select: (l) => l.searchStr });
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate({ href: `/${params._splat ?? ''}${search}`, replace: true });
  }, [navigate, params._splat, search]);
  return null;
}
