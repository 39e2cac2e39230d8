/**
 * Writes dist/trusted-documents.json after `vite build`: the SHA-256 of every GraphQL operation the web app can
 * send, as it sends it. With TRUSTED_DOCUMENTS=on the gateway accepts only these (docs/operations.md).
 *
 * Apollo Client adds `__typename` to every selection set before it prints an operation; the statement uploads go
 * by fetch with the document as codegen wrote it. Both forms are listed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, type DocumentNode } from 'graphql';
import * as documents from '../src/gql/graphql.ts';
import { trustedDocumentHashes } from './trusted-documents-hash.ts';

const operations = Object.values(documents).filter(
  (value): value is DocumentNode =>
    typeof value === 'object' &&
    value !== null &&
    (value as DocumentNode).kind === Kind.DOCUMENT &&
    (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
);
const hashes = trustedDocumentHashes(operations, addTypenameToDocument);
const file = path.resolve(import.meta.dirname, '../dist/trusted-documents.json');
writeFileSync(file, `${JSON.stringify({ operations: operations.length, sha256: hashes }, null, 1)}\n`);
console.log(
  `trusted documents: ${operations.length} operations, ${hashes.length} hashes → ${path.relative(process.cwd(), file)}`,
);
