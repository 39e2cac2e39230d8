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

  constructor(status: number, title: string, detail: string, errors?: FieldError[], retryAfterSeconds?: number) {
    super(detail);
    this.name = 'HttpProblem';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

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
