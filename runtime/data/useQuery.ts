import { useLocation } from '@tanstack/react-router';

/** The query string of the router's current location as URLSearchParams (values stay strings). */
export function useQueryParams(): URLSearchParams {
  const searchStr = useLocation({ select: (l) => l.searchStr });
  return new URLSearchParams(searchStr);
}
