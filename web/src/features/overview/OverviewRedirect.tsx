import { Navigate } from 'react-router-dom';
import { overviewPathFor } from '../layout/roles';
import { useViewer } from '../session/useViewer';

/** #/ sends each user to their module's overview (priority in roles.ts). */
export function OverviewRedirect() {
  const { user } = useViewer();
  return <Navigate to={overviewPathFor(user.roles)} replace />;
}
