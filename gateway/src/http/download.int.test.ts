import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceWithLines, session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

describe('GET /download/invoice/:id on the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let invoice: { id: number; uniqueId: string };

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    invoice = await invoiceWithLines(stack.api, await session(stack.api, 'health.admin'), [250]);
  });
  afterAll(() => stack.close());

  const download = (id: string | number, authorization?: string) =>
    fetch(`${stack.url}/download/invoice/${id}`, { headers: authorization ? { authorization } : {} });

  it('streams the real PDF with the caller’s authorization, named after the invoice', async () => {
    const res = await download(invoice.id, auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.uniqueId}.pdf"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1000);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
  });

  it('answers upstream errors as JSON with the mapped code, the api’s message and the status', async () => {
    const anonymous = await download(invoice.id);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      errors: [
        {
          message: 'Sign in first: the Authorization header is missing',
          extensions: { code: 'UNAUTHENTICATED', status: 401 },
        },
      ],
    });
    const otherCompany = await download(invoice.id, await stack.signIn('folio.admin'));
    expect(otherCompany.status).toBe(404);
    expect(await otherCompany.json()).toMatchObject({
      errors: [{ message: 'Invoice not found', extensions: { code: 'NOT_FOUND' } }],
    });
    const bad = await download('abc', auth);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });
});
