import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { InvoiceListCache } from './invoices/invoice-list-cache.ts';
import type { JobQueue } from './jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ApiConfig;
    /** Narrowed invoice lists' counts and page ids, kept until the company's lists change. */
    invoiceListCache: InvoiceListCache;
    /** Background work on the database's job queue (pg-boss; jobs/job-queue.ts, decision 44). */
    jobs: JobQueue;
    /** Failed sign-ins per username and per address (plugins/rate-limits.ts). */
    loginThrottle: LoginThrottle;
  }
}

/** The Fastify instance every route module receives, typed by its TypeBox schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
