import { Intent, ProgressBar } from '@blueprintjs/core';

interface BillingRunProgressProps {
  /** Invoices created so far in the run's transaction. */
  done: number;
  /** The invoices the run creates; null until the run has worked that out. */
  total: number | null;
}

/** A running billing run: a determinate bar and "n of N invoices created" (the run is one transaction). */
export function BillingRunProgress({ done, total }: BillingRunProgressProps) {
  const value = total === null ? undefined : total === 0 ? 1 : done / total;
  return (
    <div className="folio-runs-progress" role="status" aria-live="polite" data-testid="billing-run-progress">
      <ProgressBar intent={Intent.PRIMARY} value={value} aria-label="Billing run progress" />
      <span>{total === null ? 'Working out what to bill. Please wait.' : `${done} of ${total} invoices created`}</span>
      <span className="bp6-text-muted">Nothing is stored until the last invoice is created.</span>
    </div>
  );
}
