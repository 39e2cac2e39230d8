import { Classes, Intent } from '@blueprintjs/core';
import { todayInZone } from '../../shared/dates';
import { daysOverdue } from './overdue';

interface OverdueMarkerProps {
  invoice: { due?: string | null; status: string; amountDue: string };
  timeZone: string;
  /** For tests; default now. */
  now?: Date;
}

/**
 * "Overdue 12 days" under an invoice's amount due, while its due date has passed and money is still owed: a minimal
 * danger tag as one element (the list may show one per row).
 */
export function OverdueMarker({ invoice, timeZone, now }: OverdueMarkerProps) {
  const days = daysOverdue(invoice, todayInZone(timeZone, now));
  if (days === 0) return null;
  return (
    <span
      className={`${Classes.TAG} ${Classes.MINIMAL} ${Classes.intentClass(Intent.DANGER)} folio-newinv-overdue`}
      data-testid="overdue"
      title={`Due ${invoice.due?.slice(0, 10) ?? ''}`}
    >
      Overdue {days} {days === 1 ? 'day' : 'days'}
    </span>
  );
}
