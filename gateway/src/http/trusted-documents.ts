/**
 * TRUSTED_DOCUMENTS=on: the gateway runs only the operations the web app was built with (their SHA-256 in
 * web/dist/trusted-documents.json, written by web/build/trusted-documents.ts), so a stolen session can do no more
 * than the web app's own screens. Introspection stays governed by INTROSPECTION (GraphiQL's queries are only
 * introspection). docs/operations.md, "Trusted documents".
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { Kind, parse, print, type DocumentNode } from 'graphql';

/** The hashes a build trusts; refuses to start on a missing or malformed file. */
export function readTrustedDocuments(file: string): ReadonlySet<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`TRUSTED_DOCUMENTS is on but ${file} cannot be read (build the web app first): ${String(error)}`);
  }
  const hashes = (parsed as { sha256?: unknown }).sha256;
  if (
    !Array.isArray(hashes) ||
    hashes.length === 0 ||
    !hashes.every((h) => typeof h === 'string' && /^[0-9a-f]{64}$/.test(h))
  ) {
    throw new Error(`TRUSTED_DOCUMENTS is on but ${file} lists no SHA-256 hashes`);
  }
  return new Set(hashes as string[]);
}

/** True when every field the operations select at their root is introspection (`__schema`, `__type`, `__typename`). */
function onlyIntrospection(document: DocumentNode): boolean {
  return document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      definition.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      ),
  );
}

/** Verdicts of query texts seen, so that the web's operations are printed and hashed once each. */
const MAX_REMEMBERED = 1_000;

/**
 * Refuses (400, UNTRUSTED_DOCUMENT) a GraphQL request whose query, printed as graphql-js prints it, is not one of
 * the trusted documents. Runs after the body parsers (JSON and multipart) and before Apollo.
 */
export function trustedDocumentsOnly(
  trusted: ReadonlySet<string>,
  options: { introspection: boolean; maxTokens: number },
): RequestHandler {
  const verdicts = new Map<string, boolean>();
  const isTrusted = (query: string): boolean => {
    const known = verdicts.get(query);
    if (known !== undefined) return known;
    let verdict = false;
    try {
      const document = parse(query, { maxTokens: options.maxTokens });
      const hash = createHash('sha256').update(print(document)).digest('hex');
      verdict = trusted.has(hash) || (options.introspection && onlyIntrospection(document));
    } catch {
      verdict = false; // not GraphQL at all: no trusted document either
    }
    if (verdicts.size >= MAX_REMEMBERED) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(query, verdict);
    return verdict;
  };
  return (req, res, next) => {
    const source: unknown = req.method === 'GET' ? req.query : req.body;
    const query = (source as { query?: unknown } | undefined)?.query;
    if (typeof query === 'string' && isTrusted(query)) return next();
    res.status(400).json({
      errors: [
        {
          message: 'This operation is not one the Folio web app sends: this server runs trusted documents only',
          extensions: { code: 'UNTRUSTED_DOCUMENT' },
        },
      ],
    });
  };
}
