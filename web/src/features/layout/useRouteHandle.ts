import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '../../app/routeHandle';

const FALLBACK: RouteHandle = { title: 'Folio', section: 'other' };

/** The handle of the deepest matching route that has one. */
export function useRouteHandle(): RouteHandle {
  const handles = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
  return handles.at(-1) ?? FALLBACK;
}
