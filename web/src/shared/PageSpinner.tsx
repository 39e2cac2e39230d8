import { Spinner } from '@blueprintjs/core';

/** Shown while a page's code or the session check is loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="folio-page-spinner" role="status" aria-live="polite">
      <Spinner size={32} aria-label={label} />
      <span className="bp6-text-muted">{label}</span>
    </div>
  );
}
