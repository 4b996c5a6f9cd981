import { useParams } from '@tanstack/react-router';

/**
 * The `$id` parameter of the current route: on '/system/menu/schemes/$id' the menu whose schemes are
 * listed. A custom dialog gets no route from the list (CustomDialogProps), so it asks the router.
 */
export function useRouteId(): string | undefined {
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  return params.id;
}
