import type { TaskKind } from '../../gql/graphql';

/** What each kind of task asks, for people (the kinds: docs/rest-extensions.md, Tasks). */
export const TASK_LABELS: Record<TaskKind, string> = {
  INVOICE_OVERDUE: 'Overdue invoices to remind',
  INVOICE_REMINDED: 'Reminded invoices awaiting payment',
  REMINDER_FAILED: 'Reminders not sent',
  CLAIM_NEW: 'Claims to submit',
  CLAIM_REJECTED: 'Rejected claims',
  CLAIM_UNANSWERED: 'Claims with no answer after 30 days',
  CLAIM_SUBMITTED: 'Claims awaiting an answer',
  BILLING_RUN_INCOMPLETE: 'Billing runs to finish',
  UNPAID_RUN_SENDING: 'Unpaid runs still sending',
};
