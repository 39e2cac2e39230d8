import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { TASK_AREAS, TASK_KINDS } from '../../dashboard-data/tasks-repository.ts';
import { listTasks, userPerformance } from '../../dashboard-data/tasks.ts';
import { Nullable, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';

const Kind = StringEnum(TASK_KINDS, {
  description:
    'invoice.overdue: past its due date and owing, no recent reminder (send one); invoice.reminded: reminded in ' +
    'the last 30 days, waiting for the client; reminder.failed: its last reminder was not sent (failed, or no ' +
    'address); claim.new: not submitted; claim.rejected; claim.unanswered: submitted over 30 days ago, no answer; ' +
    'claim.submitted: waiting for the answer; billingRun.incomplete: stopped before its last invoice (run the ' +
    'period again); unpaidRun.sending: reminders still going out',
});
const Area = StringEnum(TASK_AREAS, { description: 'The screen the task belongs to' });
const State = StringEnum(['todo', 'waiting'] as const, {
  description: 'todo: someone here has to act; waiting: in process, waiting for someone else',
});

const Task = Type.Object({
  kind: Kind,
  area: Area,
  state: State,
  entityId: Type.Integer({ description: 'Id of the invoice, claim, billing run or unpaid run' }),
  reference: Type.String({ description: 'Invoice or claim number; BR-{id} or UR-{id} for runs' }),
  title: Type.String({ description: 'The client, or the run' }),
  detail: Type.String({ description: 'What is the matter, for people' }),
  amount: Type.Number({ description: 'Owed on the invoice, claimed, billed or due in the run' }),
  since: Type.String({ description: 'YYYY-MM-DD (company time zone): open since' }),
  ownerId: Nullable(Type.Integer({ description: 'The user whose task it is; null when nobody is named' })),
});

const Tasks = Type.Object({
  asOf: Type.String({ description: 'Today in the company time zone, YYYY-MM-DD' }),
  total: Type.Integer({ description: 'Number of tasks matching, over every page' }),
  counts: Type.Array(
    Type.Object({ kind: Kind, area: Area, state: State, count: Type.Integer(), amount: Type.Number() }),
    { description: 'Count and amount per kind' },
  ),
  tasks: Type.Array(Task, { description: 'One page, oldest first' }),
});

const Page = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Page size' }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Tasks skipped' }),
});

const UserAreaParams = Type.Object({
  companyId: Id,
  userId: Id,
  area: StringEnum(['all', ...TASK_AREAS] as const, { description: 'all, or the tasks of one area' }),
});

const Performance = Type.Object({
  userId: Type.Integer(),
  month: Type.String({ description: 'YYYY-MM' }),
  start: Type.String({ description: 'First day of the month' }),
  end: Type.String({ description: 'Last day of the month' }),
  invoicesCreated: Type.Integer({ description: 'Invoices the user created by hand (billing runs counted apart)' }),
  paymentsCount: Type.Integer({ description: 'Payments the user recorded (write-offs apart)' }),
  paymentsAmount: Type.Number(),
  writeOffsCount: Type.Integer(),
  writeOffsAmount: Type.Number(),
  claimsSubmitted: Type.Integer({ description: 'Claims the user submitted (email or EDI)' }),
  claimsAnswered: Type.Integer({ description: 'Claims answered (accepted or rejected) on the user’s submission' }),
  billingRuns: Type.Integer(),
  invoicesBilled: Type.Integer({ description: 'Invoices made by the user’s billing runs' }),
  unpaidRuns: Type.Integer(),
  remindersSent: Type.Integer({ description: 'Reminders the user’s unpaid runs sent' }),
  transactionsImported: Type.Integer({ description: 'Bank-statement rows the user stored' }),
});

/**
 * The finance work that needs doing and who did it (spec §7 "Dashboard data"). The path segments of the
 * three user routes are {companyId}/{userId}/{area} (to do, in process) and {companyId}/{userId}/{month}
 * (performance); docs/rest-extensions.md.
 */
export default async function taskRoutes(app: App) {
  const tags = ['dashboard data'];

  app.get(
    '/api/data/tasks/:companyId',
    {
      schema: {
        operationId: 'listCompanyTasks',
        tags,
        summary: 'Every open finance task of the company, to do and waiting, oldest first',
        params: CompanyParams,
        querystring: Page,
        response: withErrors({ 200: Tasks }),
      },
    },
    async (request) => listTasks(app.db, { companyId: request.params.companyId, ...request.query }),
  );

  app.get(
    '/api/data/tasks/user/:companyId/:userId/:area',
    {
      schema: {
        operationId: 'listUserTasks',
        tags,
        summary: 'The tasks one user has to do (state todo), in one area or all',
        params: UserAreaParams,
        querystring: Page,
        response: withErrors({ 200: Tasks }),
      },
    },
    async (request) => {
      const { companyId, userId, area } = request.params;
      return listTasks(app.db, { companyId, ownerId: userId, area, state: 'todo', ...request.query });
    },
  );

  app.get(
    '/api/data/tasks/process/user/:companyId/:userId/:area',
    {
      schema: {
        operationId: 'listUserTasksInProcess',
        tags,
        summary: 'One user’s work in process (state waiting): reminded invoices, submitted claims, runs still sending',
        params: UserAreaParams,
        querystring: Page,
        response: withErrors({ 200: Tasks }),
      },
    },
    async (request) => {
      const { companyId, userId, area } = request.params;
      return listTasks(app.db, { companyId, ownerId: userId, area, state: 'waiting', ...request.query });
    },
  );

  app.get(
    '/api/data/tasks/performance/user/:companyId/:userId/:month',
    {
      schema: {
        operationId: 'getUserPerformance',
        tags,
        summary: 'What one user did in a calendar month (company time zone): payments, claims, runs, imports',
        params: Type.Object({
          companyId: Id,
          userId: Id,
          month: Type.String({ maxLength: 7, description: 'YYYY-MM', examples: ['2026-06'] }),
        }),
        response: withErrors({ 200: Performance }),
      },
    },
    async (request) => {
      const { companyId, userId, month } = request.params;
      return userPerformance(app.db, companyId, userId, month);
    },
  );
}
