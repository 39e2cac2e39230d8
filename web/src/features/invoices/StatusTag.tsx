import { Classes, Intent } from '@blueprintjs/core';
import type { InvoiceStatus } from '../../gql/graphql';

const INTENTS: Record<InvoiceStatus, Intent> = {
  P: Intent.SUCCESS,
  I: Intent.WARNING,
  S: Intent.PRIMARY,
  U: Intent.DANGER,
  M: Intent.WARNING,
  C: Intent.NONE,
};

/**
 * An invoice status as a coloured label: Paid, Unpaid, Submitted, … Blueprint's minimal round tag as one element
 * (its Tag component wraps the text in a second span): the list shows one per row, 100 on a page.
 */
export function StatusTag({ status, label }: { status: InvoiceStatus; label: string }) {
  const intent = Classes.intentClass(INTENTS[status]);
  return (
    <span className={[Classes.TAG, Classes.MINIMAL, Classes.ROUND, ...(intent ? [intent] : [])].join(' ')}>
      {label}
    </span>
  );
}
