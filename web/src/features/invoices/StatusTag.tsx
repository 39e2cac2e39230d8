import { Intent, Tag } from '@blueprintjs/core';
import type { InvoiceStatus } from '../../gql/graphql';

const INTENTS: Record<InvoiceStatus, Intent> = {
  P: Intent.SUCCESS,
  I: Intent.WARNING,
  S: Intent.PRIMARY,
  U: Intent.DANGER,
  M: Intent.WARNING,
  C: Intent.NONE,
};

/** An invoice status as a coloured label: Paid, Unpaid, Submitted, … */
export function StatusTag({ status, label }: { status: InvoiceStatus; label: string }) {
  return (
    <Tag intent={INTENTS[status]} minimal round>
      {label}
    </Tag>
  );
}
