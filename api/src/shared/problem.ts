/** An RFC 9457 problem the error handler answers as application/problem+json. */
export interface FieldError {
  field: string;
  message: string;
}

export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: FieldError[] | undefined;
  /** Sent as the Retry-After header (429, 503). */
  readonly retryAfterSeconds: number | undefined;
  /** The problem's `type` (RFC 9457): about:blank, or one of PROBLEM_TYPES when a client must tell it apart. */
  readonly type: string;

  constructor(
    status: number,
    title: string,
    detail: string,
    errors?: FieldError[],
    retryAfterSeconds?: number,
    type = 'about:blank',
  ) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.type = type;
  }
}

/**
 * Problem types a client may need to tell apart from others of the same status (the gateway maps them to their own
 * GraphQL codes). Documented in the OpenAPI document's Problem schema and in docs/operations.md, "Rate limits".
 */
export const PROBLEM_TYPES = {
  /**
   * 503: the password-hashing queue is full (too many sign-ins are being checked at once); with Retry-After. The
   * server is not down: the same request succeeds a moment later. The gateway answers it as RATE_LIMITED.
   */
  tooManySignIns: 'urn:folio:problem:too-many-sign-ins',
} as const;

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, 'Bad Request', detail, errors);
export const unauthorized = (detail: string) => new HttpProblem(401, 'Unauthorized', detail);
export const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', detail);
export const notFound = (what: string) => new HttpProblem(404, 'Not Found', `${what} not found`);
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too Many Requests', detail, undefined, retryAfterSeconds);
export const unprocessable = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(422, 'Unprocessable Content', detail, errors);
