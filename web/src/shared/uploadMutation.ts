/**
 * Sends one GraphQL mutation that carries files, as the GraphQL multipart request spec says
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): a form with
 * - `operations`: the JSON of `{ query, operationName, variables }`, each file variable set to null;
 * - `map`: which form field fills which variable path, e.g. `{ "0": ["variables.file"] }`;
 * - one form field per file, named by its key in `map`.
 * Apollo Client 4 has no upload link, so this small module does it with fetch + FormData.
 *
 * Errors are raised as Apollo's own error classes so that `errorMessage()` and `isUnauthenticated()` read them
 * like any other operation's: GraphQL `errors[]` → CombinedGraphQLErrors, a non-2xx answer → ServerError,
 * a body that is not JSON → ServerParseError; a network failure rejects with fetch's TypeError.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { getOperationAST, print, type GraphQLFormattedError } from 'graphql';

export interface UploadOptions {
  /** The GraphQL endpoint. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when present. */
  token: string | null;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
}

/**
 * Copies the variables with every file (Blob or File) replaced by null, and lists where each file was:
 * `{ format: 'X', file }` → `{ format: 'X', file: null }` and `[['variables.file', file]]`.
 */
export function extractFiles(variables: Record<string, unknown>): {
  clone: Record<string, unknown>;
  files: [path: string, file: Blob][];
} {
  const files: [string, Blob][] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (value instanceof Blob) {
      files.push([path, value]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  const clone = walk(variables, 'variables') as Record<string, unknown>;
  return { clone, files };
}

/** Builds the multipart body. Exported for tests. */
export function multipartBody<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): FormData {
  const { clone, files } = extractFiles(variables);
  const operationName = getOperationAST(document)?.name?.value;
  const operations = { query: print(document), ...(operationName ? { operationName } : {}), variables: clone };
  const map = Object.fromEntries(files.map(([path], index) => [String(index), [path]]));

  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  files.forEach(([, file], index) => {
    form.append(String(index), file, file instanceof File ? file.name : 'blob');
  });
  return form;
}

/** Sends the mutation with the files found in its variables; resolves with `data`, rejects as described above. */
export async function uploadMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: UploadOptions,
): Promise<TData> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true', accept: 'application/json' };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  const response = await doFetch(options.url, {
    method: 'POST',
    headers,
    body: multipartBody(document, variables),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const bodyText = await response.text();
  if (!response.ok) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, {
      response,
      bodyText,
    });
  }
  let body: GraphQLResponse<TData>;
  try {
    body = JSON.parse(bodyText) as GraphQLResponse<TData>;
  } catch (error) {
    throw new ServerParseError(error, { response, bodyText });
  }
  if (body.errors?.length || body.data == null) {
    throw new CombinedGraphQLErrors({ data: body.data as Record<string, unknown> | null, errors: body.errors ?? [] });
  }
  return body.data;
}
