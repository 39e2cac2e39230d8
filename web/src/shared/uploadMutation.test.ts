import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage } from './errorMessage';
import { isUnauthenticated } from './graphqlErrors';
import { extractFiles, multipartBody, uploadMutation } from './uploadMutation';

interface Data {
  review: { rows: string[] };
}
interface Variables extends Record<string, unknown> {
  format: string;
  file: File;
}

const Review = parse(`
  mutation Review($format: String!, $file: Upload!) {
    review(format: $format, file: $file) { rows }
  }
`) as TypedDocumentNode<Data, Variables>;

const file = () =>
  new File(['Date,Description,Amount\n2026-01-02,Coffee,-12.50\n'], 'statement.csv', { type: 'text/csv' });

function fakeFetch(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

describe('multipartBody', () => {
  it('follows the GraphQL multipart request spec: operations, map, then the file fields', async () => {
    const form = multipartBody(Review, { format: 'GENERIC_CSV', file: file() });
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(form.get('operations') as string);
    expect(operations.operationName).toBe('Review');
    expect(operations.query).toContain('mutation Review($format: String!, $file: Upload!)');
    expect(operations.variables).toEqual({ format: 'GENERIC_CSV', file: null });
    expect(JSON.parse(form.get('map') as string)).toEqual({ '0': ['variables.file'] });
    const sent = form.get('0') as File;
    expect(sent.name).toBe('statement.csv');
    expect(await sent.text()).toContain('Coffee');
  });

  it('finds files in nested objects and lists', () => {
    const a = new Blob(['a']);
    const b = file();
    const { clone, files } = extractFiles({ input: { files: [a, b], note: 'x' }, n: 1 });
    expect(clone).toEqual({ input: { files: [null, null], note: 'x' }, n: 1 });
    expect(files).toEqual([
      ['variables.input.files.0', a],
      ['variables.input.files.1', b],
    ]);
  });
});

describe('uploadMutation', () => {
  it('posts to the endpoint with the bearer token and the preflight header, and returns data', async () => {
    const fetchMock = fakeFetch(200, JSON.stringify({ data: { review: { rows: ['1'] } } }));
    const data = await uploadMutation(
      Review,
      { format: 'GENERIC_CSV', file: file() },
      { url: '/graphql', token: 'tok-1', fetch: fetchMock },
    );
    expect(data).toEqual({ review: { rows: ['1'] } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer tok-1');
    expect(headers['Apollo-Require-Preflight']).toBe('true');
    // fetch sets the multipart content type with its boundary itself
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = fakeFetch(200, JSON.stringify({ data: { review: { rows: [] } } }));
    await uploadMutation(Review, { format: 'X', file: file() }, { url: '/g', token: null, fetch: fetchMock });
    expect(Object.keys(fetchMock.mock.calls[0]![1]!.headers as object)).not.toContain('Authorization');
  });

  it('raises GraphQL errors as CombinedGraphQLErrors with the server message', async () => {
    const body = {
      data: null,
      errors: [{ message: 'Line 3: the amount "abc" is not a number', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    const error = await uploadMutation(
      Review,
      { format: 'X', file: file() },
      { url: '/g', token: 't', fetch: fakeFetch(200, JSON.stringify(body)) },
    ).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(errorMessage(error)).toBe('Line 3: the amount "abc" is not a number');
  });

  it('raises a non-2xx answer as a ServerError that still carries the GraphQL errors', async () => {
    const body = { errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] };
    const error = await uploadMutation(
      Review,
      { format: 'X', file: file() },
      { url: '/g', token: 't', fetch: fakeFetch(401, JSON.stringify(body)) },
    ).catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect(isUnauthenticated(error)).toBe(true);

    const tooLarge = await uploadMutation(
      Review,
      { format: 'X', file: file() },
      { url: '/g', token: 't', fetch: fakeFetch(413, '') },
    ).catch((e: unknown) => e);
    expect(errorMessage(tooLarge)).toBe('The file is too large to upload.');
  });

  it('raises a body that is not JSON as a ServerParseError', async () => {
    const error = await uploadMutation(
      Review,
      { format: 'X', file: file() },
      { url: '/g', token: 't', fetch: fakeFetch(200, '<html>') },
    ).catch((e: unknown) => e);
    expect(ServerParseError.is(error)).toBe(true);
  });

  it('lets a network failure through', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      uploadMutation(Review, { format: 'X', file: file() }, { url: '/g', token: 't', fetch: fetchMock }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
