import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnstorableText, mayHoldUnstorableText } from '../shared/input-text.ts';
import { findExponentNumber } from '../shared/json-numbers.ts';
import { badRequest, type FieldError } from '../shared/problem.ts';

/** What the JSON parser saw in a body's text, for the hook to act on once the request is parsed. */
interface JsonText {
  /** Path of a number written with an exponent (1e1), if any. */
  exponentAt: string | undefined;
  /** The text has escapes that can make a NUL or an unpaired surrogate: walk the parsed body. */
  mayHoldUnstorableText: boolean;
}

const jsonTexts = new WeakMap<FastifyRequest, JsonText>();

const field = (part: string, path: string) => (path ? `${part}.${path}` : part);

/**
 * The checks every request passes before its schema is validated, in one place for all routes:
 * - no string of the JSON body, query string or path parameters holds a NUL character or an unpaired
 *   UTF-16 surrogate (400 naming each field: PostgreSQL cannot store the one, the other is no text);
 * - no number of a JSON body is written with an exponent (400 naming the field: 1e1 parses to 10, and an
 *   amount is a plain decimal; see docs/operations.md).
 * Multipart bodies are the import routes' own (src/financial-import/upload.ts).
 */
export function registerInputChecks(app: FastifyInstance): void {
  // Fastify's own parser (with its __proto__ and constructor protection), plus a look at the text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const json = typeof text === 'string' ? text : text.toString('utf8');
    void parseJson(request, json, (error, body) => {
      if (error) {
        done(error, undefined);
        return;
      }
      jsonTexts.set(request, {
        exponentAt: findExponentNumber(json),
        mayHoldUnstorableText: mayHoldUnstorableText(json),
      });
      done(null, body);
    });
  });

  app.addHook('preValidation', async (request) => {
    const json = jsonTexts.get(request);
    if (json?.exponentAt !== undefined) {
      const name = field('body', json.exponentAt);
      throw badRequest(`${name}: write numbers as plain decimals (12, -12.5), not with an exponent (1e1)`, [
        { field: name, message: 'is a number written with an exponent: write it as a plain decimal, e.g. 12 or -12.5' },
      ]);
    }
    const errors: FieldError[] = [
      ...findUnstorableText(request.params, 'params'),
      ...findUnstorableText(request.query, 'querystring'),
      ...(json?.mayHoldUnstorableText || typeof request.body === 'string'
        ? findUnstorableText(request.body, 'body')
        : []),
    ];
    if (errors.length > 0) throw badRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  });
}
