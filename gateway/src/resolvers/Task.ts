import type {
  TaskArea,
  TaskCountResolvers,
  TaskKind,
  TaskResolvers,
  TaskState,
} from '../__generated__/resolvers-types.ts';
import type { TaskDto } from '../rest/dto/dashboard.ts';

/** The api's task kinds as GraphQL's enum, with the web screen each opens (spec §2 routes). */
const KINDS: Record<TaskDto['kind'], { kind: TaskKind; screen: string }> = {
  'invoice.overdue': { kind: 'INVOICE_OVERDUE', screen: '/commonFinancialInvoices' },
  'invoice.reminded': { kind: 'INVOICE_REMINDED', screen: '/commonFinancialInvoices' },
  'reminder.failed': { kind: 'REMINDER_FAILED', screen: '/commonFinancialUnpaidRuns' },
  'claim.new': { kind: 'CLAIM_NEW', screen: '/healthFinancialClaims' },
  'claim.rejected': { kind: 'CLAIM_REJECTED', screen: '/healthFinancialClaims' },
  'claim.unanswered': { kind: 'CLAIM_UNANSWERED', screen: '/healthFinancialClaims' },
  'claim.submitted': { kind: 'CLAIM_SUBMITTED', screen: '/healthFinancialClaims' },
  'billingRun.incomplete': { kind: 'BILLING_RUN_INCOMPLETE', screen: '/commonFinancialBillingRuns' },
  'unpaidRun.sending': { kind: 'UNPAID_RUN_SENDING', screen: '/commonFinancialUnpaidRuns' },
};

const area = (value: TaskDto['area']) => value.toUpperCase() as TaskArea;
const state = (value: TaskDto['state']) => value.toUpperCase() as TaskState;

export const Task: TaskResolvers = {
  id: (task) => `${KINDS[task.kind].kind}:${task.entityId}`,
  kind: (task) => KINDS[task.kind].kind,
  area: (task) => area(task.area),
  state: (task) => state(task.state),
  screen: (task) => KINDS[task.kind].screen,
};

export const TaskCount: TaskCountResolvers = {
  kind: (count) => KINDS[count.kind].kind,
  area: (count) => area(count.area),
  state: (count) => state(count.state),
  screen: (count) => KINDS[count.kind].screen,
};
