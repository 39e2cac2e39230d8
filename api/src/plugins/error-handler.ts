import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/database.ts';
import { AMOUNT_FORMAT, AMOUNT_TEXT_PATTERN } from '../shared/money.ts';
import { HttpProblem, type FieldError } from '../shared/problem.ts';
import { bodyWasCutOff, uploadTooLarge } from './body-limits.ts';

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  errors?: FieldError[];
}

const PG_UNIQUE_VIOLATION = '23505';
const PG_CHECK_VIOLATION = '23514';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Text the database cannot store (a NUL character); the input hooks refuse it first, this is the backstop. */
const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
const PG_UNTRANSLATABLE_CHARACTER = '22P05';

/** What a 503 tells the client to wait before trying again (Retry-After), in seconds. */
export const RETRY_AFTER_SECONDS = 5;

function fromValidation(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    const where = (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field = [error.validationContext, where, missing].filter(Boolean).join('.');
    // The Amount schema's pattern, said as what an amount looks like.
    const pattern = (v.params as { pattern?: string } | undefined)?.pattern;
    if (v.keyword === 'pattern' && pattern === AMOUNT_TEXT_PATTERN) return { field, message: AMOUNT_FORMAT };
    return { field, message: v.message ?? 'is invalid' };
  });
}

/** Turns any thrown error into a problem body; 5xx details never leave the server. */
export function toProblem(error: unknown, instance: string): ProblemBody {
  const base = (
    status: number,
    title: string,
    detail: string,
    errors?: FieldError[],
    type = 'about:blank',
  ): ProblemBody => ({
    type,
    title,
    status,
    detail,
    instance,
    ...(errors && errors.length > 0 ? { errors } : {}),
  });
  if (error instanceof HttpProblem) return base(error.status, error.title, error.message, error.errors, error.type);
  if (error instanceof DatabaseUnavailableError) {
    return base(
      503,
      'Service Unavailable',
      `The database is not available right now; nothing was changed. Try again in ${RETRY_AFTER_SECONDS} seconds.`,
    );
  }
  const e = error as FastifyError & { code?: string };
  if (e.validation) {
    const errors = fromValidation(e);
    const detail = errors.map((x) => `${x.field} ${x.message}`).join('; ') || 'The request is not valid';
    return base(400, 'Bad Request', detail, errors);
  }
  if (e.code === PG_CHARACTER_NOT_IN_REPERTOIRE || e.code === PG_UNTRANSLATABLE_CHARACTER) {
    return base(400, 'Bad Request', 'The request contains a character that cannot be stored (such as NUL, \\u0000)');
  }
  if (e.code === PG_UNIQUE_VIOLATION) return base(409, 'Conflict', 'A record with the same values already exists');
  if (e.code === PG_CHECK_VIOLATION || e.code === PG_FOREIGN_KEY_VIOLATION) {
    return base(422, 'Unprocessable Content', 'The change breaks a rule of the stored data');
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return base(e.statusCode, e.name === 'FastifyError' ? 'Bad Request' : 'Request Error', e.message);
  }
  return base(500, 'Internal Server Error', 'Something went wrong on our side. It has been logged.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    // A body cut off at its limit fails whatever reads it; the answer is the size.
    const problem = toProblem(bodyWasCutOff(request) ? uploadTooLarge(app.config.maxUploadBytes) : error, request.url);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: problem.status, detail: problem.detail }, 'request rejected');
    const retryAfter =
      error instanceof HttpProblem && error.retryAfterSeconds !== undefined
        ? error.retryAfterSeconds
        : problem.status === 503
          ? RETRY_AFTER_SECONDS
          : undefined;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(problem.status).type('application/problem+json').send(problem);
  });
  app.setNotFoundHandler((request, reply) => {
    const problem = toProblem(
      new HttpProblem(404, 'Not Found', `No route ${request.method} ${request.url}`),
      request.url,
    );
    void reply.status(404).type('application/problem+json').send(problem);
  });
}
