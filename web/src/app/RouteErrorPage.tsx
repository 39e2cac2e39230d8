import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon } from '@blueprintjs/icons';
import { useRouteError } from 'react-router-dom';

/** Shown when a page fails to load or crashes (for instance after a new release replaced its code). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <NonIdealState
      className="folio-route-error"
      icon={<ErrorIcon size={48} />}
      title="This page could not be shown"
      description="Something went wrong while loading this page. Reload the page to try again."
      action={<Button icon={<RefreshIcon />} text="Reload the page" onClick={() => window.location.reload()} />}
    />
  );
}
