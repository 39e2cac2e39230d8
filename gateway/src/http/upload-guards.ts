import type { ErrorRequestHandler, RequestHandler } from 'express';
import { uploadSizeText } from '../upload-size.ts';

/**
 * Known hang of multipart upload middleware: when a resolver throws (or never reads the file, or
 * the size limit cuts it), the response goes out while the rest of the request body sits unread
 * behind a paused parser; a client that sends its whole body before reading the answer then waits
 * forever, and the connection is stuck. Once the response is sent, read the rest and drop it
 * (memory stays flat; Node's requestTimeout still bounds how long a client may keep sending).
 */
export function discardUnreadUpload(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      req.unpipe();
      req.on('data', () => undefined);
      req.resume();
    });
    next();
  };
}

interface HttpError {
  status?: number;
  statusCode?: number;
  message?: string;
  type?: string;
}

/**
 * Errors raised before GraphQL runs (the JSON body parser, the multipart parser: too many files,
 * a body too large, a broken multipart request) answered as GraphQL errors, not as an HTML page.
 */
export function graphqlHttpErrors(limits: { maxUploadBytes: number; maxUploadFiles: number }): ErrorRequestHandler {
  return (error: HttpError, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    let message = status < 500 ? (error.message ?? 'The request is not valid') : 'Something went wrong on our side.';
    if (status === 413 && /max file uploads exceeded/.test(message)) {
      message = `Send at most ${limits.maxUploadFiles} file${limits.maxUploadFiles === 1 ? '' : 's'} at a time`;
    } else if (status === 413 && /byte size limit/.test(message)) {
      message = `The file is larger than ${uploadSizeText(limits.maxUploadBytes)}`;
    } else if (status === 413 || error.type === 'entity.too.large') {
      message = 'The request is too large';
    }
    const code = status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
    res.status(status).json({ errors: [{ message, extensions: { code, status } }] });
  };
}
