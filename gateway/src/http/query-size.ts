import type { RequestHandler } from 'express';
import { uploadSizeText } from '../upload-size.ts';

/** The `query` texts of a request: the JSON or multipart body's (one or a batch), or a GET's. */
function queryTexts(body: unknown, search: unknown): unknown[] {
  const operations = Array.isArray(body) ? (body as unknown[]) : [body];
  const texts = operations.map((operation) =>
    typeof operation === 'object' && operation !== null ? (operation as { query?: unknown }).query : undefined,
  );
  if (typeof search === 'object' && search !== null) texts.push((search as { query?: unknown }).query);
  return texts;
}

/**
 * Refuses a GraphQL document larger than `maxBytes` with 413, before Apollo parses it: the parser's
 * time and memory grow with the text (a 33 MB query held the gateway for seconds and 1.9 GB). The
 * JSON body may be larger (MAX_JSON_BYTES: the import's reviewed rows come as variables); the query
 * text may not.
 */
export function queryByteLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    for (const query of queryTexts(req.body, req.query)) {
      // A UTF-16 unit is at least one UTF-8 byte: a text longer than the limit is over it, uncounted.
      if (typeof query === 'string' && (query.length > maxBytes || Buffer.byteLength(query) > maxBytes)) {
        res.status(413).json({
          errors: [
            {
              message: `The query is larger than ${uploadSizeText(maxBytes)}, the most one request may send.`,
              extensions: { code: 'BAD_USER_INPUT', status: 413 },
            },
          ],
        });
        return;
      }
    }
    next();
  };
}
