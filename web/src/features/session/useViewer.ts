import type { Viewer } from './SessionContext';
import { useSession } from './useSession';

/**
 * The signed-in user, company and configuration, for any screen under the signed-in layout
 * (the route guard renders those screens only once the session check has answered).
 */
export function useViewer(): Viewer {
  const { viewer } = useSession();
  if (!viewer) throw new Error('useViewer() is only available on signed-in pages.');
  return viewer;
}
