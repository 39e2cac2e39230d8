import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';

/** SHA-256 (hex) of a printed operation: what the gateway compares under TRUSTED_DOCUMENTS. */
export function documentHash(printed: string): string {
  return createHash('sha256').update(printed).digest('hex');
}

/** The hashes of each operation as written and as Apollo Client sends it (with `__typename`), sorted, once each. */
export function trustedDocumentHashes(
  operations: readonly DocumentNode[],
  addTypename: (document: DocumentNode) => DocumentNode,
): string[] {
  const hashes = new Set<string>();
  for (const operation of operations) {
    hashes.add(documentHash(print(operation)));
    hashes.add(documentHash(print(addTypename(operation))));
  }
  return [...hashes].sort();
}
