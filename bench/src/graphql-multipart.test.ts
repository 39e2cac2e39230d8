import { buffer } from 'node:stream/consumers';
import { Response } from 'undici';
import { describe, expect, it } from 'vitest';
import { graphqlMultipartBody } from './graphql-multipart.ts';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('graphqlMultipartBody', () => {
  it('is a form a multipart parser reads as the spec lays it out', async () => {
    const { body, contentType } = graphqlMultipartBody(
      {
        query: 'mutation Review($format: ImportFormat!, $file: Upload!) { x }',
        operationName: 'Review',
        variables: { format: 'GENERIC_CSV' },
      },
      {
        variable: 'file',
        filename: 'big "one".csv',
        mimetype: 'text/csv',
        stream: chunks('Date,Description\r\n', '2025-01-02,"a, b"\r\n'),
      },
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----bench-[0-9a-f]{24}$/);
    const form = await new Response(await buffer(body), { headers: { 'content-type': contentType } }).formData();
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation Review($format: ImportFormat!, $file: Upload!) { x }',
      operationName: 'Review',
      variables: { format: 'GENERIC_CSV', file: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    const file = form.get('0') as unknown as Blob & { name: string };
    expect(file).toBeInstanceOf(Blob);
    expect(file.name).toBe('big _one_.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('Date,Description\r\n2025-01-02,"a, b"\r\n');
  });
});
