import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as generated from '../../web/src/gql/graphql.ts';

export interface WebOperation {
  name: string;
  /** The document the web sends: the operation with every fragment it spreads. */
  document: DocumentNode;
  /** As text, the way Apollo Client puts it in the request's `query`. */
  source: string;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

/**
 * Every operation of the web app, from the documents codegen generates out of the `graphql(…)` calls
 * under web/src (web/src/gql/graphql.ts, kept current by `npm run codegen:check`).
 */
export function webOperations(): WebOperation[] {
  const operations: WebOperation[] = [];
  for (const value of Object.values(generated)) {
    if (!isDocument(value)) continue;
    const operation = value.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) continue;
    operations.push({ name: operation.name.value, document: value, source: print(value) });
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name));
}
