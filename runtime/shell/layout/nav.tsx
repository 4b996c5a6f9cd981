import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * Navigates to an app address (path, optionally with a query string). Routes come from the menu at run
 * time, so addresses are plain strings.
 */
export function useGo(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback((href: string) => {
    void navigate({ href });
  }, [navigate]);
}

interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** An in-app link: a real anchor (open in new tab works) whose plain click goes through the router. */
export function ShellLink({ to, onClick, ...rest }: ShellLinkProps) {
  const go = useGo();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
