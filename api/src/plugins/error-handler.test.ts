import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/database.ts';
import { HttpProblem, PROBLEM_TYPES } from '../shared/problem.ts';
import { toProblem } from './error-handler.ts';

describe('the problem an error is answered with', () => {
  it('is 503 for an unavailable database, without the driver’s words', () => {
    const problem = toProblem(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432')), '/x');
    expect(problem).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect(problem.detail).not.toMatch(/ECONNREFUSED|5432/);
  });

  it('keeps a problem’s own type, so a busy sign-in is told apart from a server that is down', () => {
    const busy = new HttpProblem(503, 'Service Unavailable', 'Too many', undefined, 2, PROBLEM_TYPES.tooManySignIns);
    expect(toProblem(busy, '/api/auth/login')).toMatchObject({ status: 503, type: PROBLEM_TYPES.tooManySignIns });
    expect(toProblem(new HttpProblem(409, 'Conflict', 'x'), '/x').type).toBe('about:blank');
  });

  it('is 400 for text PostgreSQL cannot store, should it get past the input checks', () => {
    expect(toProblem(Object.assign(new Error('invalid byte sequence'), { code: '22021' }), '/x')).toMatchObject({
      status: 400,
      title: 'Bad Request',
    });
  });

  it('says what an amount looks like when the Amount schema’s pattern refuses one', () => {
    const error = Object.assign(new Error('body/amount must match pattern'), {
      validationContext: 'body',
      validation: [
        {
          keyword: 'pattern',
          instancePath: '/amount',
          params: { pattern: '^-?\\d{1,13}(\\.\\d{1,2})?$' },
          message: 'must match pattern "^-?\\d{1,13}(\\.\\d{1,2})?$"',
        },
      ],
    });
    expect(toProblem(error, '/x').errors).toEqual([
      {
        field: 'body.amount',
        message:
          'must be an amount: a plain decimal number with at most two decimals, such as 12, -12.5 or "12.50" (no exponent, spaces, + sign or hex)',
      },
    ]);
  });
});
