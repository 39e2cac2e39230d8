import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { uploadStatement, uploadStatementStrictly } from '../../test/upload.ts';

interface ReviewAnswer {
  format: string;
  needsMapping: boolean;
  rows: Array<{ processed: string; amount: string; description: string }>;
  summary: Record<string, unknown> & { closingBalance: string | null };
  reading: Record<string, unknown>;
  csv: Record<string, unknown> | null;
}

interface Review {
  reviewFinancialTransactionImport: {
    format: string;
    fileName: string;
    rows: Array<{
      id: string;
      line: number;
      processed: string;
      description: string;
      amount: string;
      duplicate: boolean;
    }>;
  };
}

const csv = (rows: number, extra = '') =>
  new Blob([
    [
      'Date,Description,Amount',
      ...Array.from({ length: rows }, (_, i) => `2026-03-01,Card purchase ${i}${extra},-${(i % 90) + 1}.25`),
    ].join('\n'),
  ]);

describe('statement upload through the gateway (GraphQL multipart request over HTTP)', () => {
  let stack: TestStack;
  let auth: string;
  beforeAll(async () => {
    stack = await startStack('pglite', { maxUploadBytes: 8 * 1024 * 1024 });
    auth = await stack.signIn('health.admin');
  });
  afterAll(() => stack.close());

  it('streams a CSV to the api and answers the rows for review', async () => {
    const res = await uploadStatement<Review>(stack.url, { file: csv(3), filename: 'march.csv', authorization: auth });
    expect(res.errors).toBeUndefined();
    expect(res.data!.reviewFinancialTransactionImport).toMatchObject({
      format: 'GENERIC_CSV',
      fileName: 'march.csv',
      needsMapping: false,
      rows: [
        expect.objectContaining({
          id: '1',
          line: 2,
          processed: '2026-03-01',
          description: 'Card purchase 0',
          amount: '-1.25',
          duplicate: false,
        }),
        expect.objectContaining({ id: '2', line: 3, amount: '-2.25' }),
        expect.objectContaining({ id: '3', line: 4, amount: '-3.25' }),
      ],
    });
  });

  it('answers the totals and how the file was read, and takes the mapping step’s answer as `layout`', async () => {
    const auth = await stack.signIn('folio.admin');
    const card = new Blob([
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/07/2026,UBER,12.00\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n',
    ]);
    const asked = await uploadStatement<{ reviewFinancialTransactionImport: ReviewAnswer }>(stack.url, {
      file: card,
      filename: 'card.csv',
      authorization: auth,
    });
    expect(asked.data?.reviewFinancialTransactionImport).toMatchObject({
      needsMapping: true,
      rows: [],
      csv: { questions: [{ about: 'SIGN_CONVENTION' }], layout: { signConvention: 'CARD', dateOrder: 'MDY' } },
    });
    const answered = await uploadStatement<{ reviewFinancialTransactionImport: ReviewAnswer }>(stack.url, {
      file: card,
      filename: 'card.csv',
      authorization: auth,
      layout: { signConvention: 'CARD' },
    });
    const review = answered.data!.reviewFinancialTransactionImport;
    expect(review.needsMapping).toBe(false);
    expect(review.summary).toEqual({
      count: 5,
      moneyIn: '200.00',
      moneyOut: '123.49',
      net: '76.51',
      duplicates: 0,
      openingBalance: null,
      closingBalance: null,
      expectedClosingBalance: null,
      balanceMismatch: false,
    });
    expect(review.reading).toMatchObject({
      dateOrder: 'MDY',
      dateOrderFrom: 'REGION',
      signConvention: 'CARD',
      decimalMark: '.',
    });
  });

  it('saves the answer as a bank profile that reads the bank’s next statement, and lists, renames and deletes it', async () => {
    const auth = await stack.signIn('folio.admin');
    const file = (rows: string) => new Blob([`Date,Description,Amount\n${rows}`]);
    const march = file(
      '03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n',
    );
    const asked = await uploadStatement<{ reviewFinancialTransactionImport: ReviewAnswer }>(stack.url, {
      file: march,
      filename: 'march.csv',
      authorization: auth,
    });
    const csv = asked.data!.reviewFinancialTransactionImport.csv as {
      fingerprint: string;
      layout: Record<string, unknown>;
    };
    const layout = { ...csv.layout, signConvention: 'CARD', encoding: 'utf-8' };
    const saved = await stack.graphql<{
      saveBankProfile: { id: string; name: string; layout: { signConvention: string } };
    }>(
      `mutation Save($input: BankProfileInput!) { saveBankProfile(input: $input) { id name layout { signConvention } } }`,
      { input: { name: 'Amex', fingerprint: csv.fingerprint, layout } },
      auth,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveBankProfile).toMatchObject({ name: 'Amex', layout: { signConvention: 'CARD' } });
    const id = saved.data!.saveBankProfile.id;

    const april = await uploadStatement<{ reviewFinancialTransactionImport: ReviewAnswer & { profile: unknown } }>(
      stack.url,
      {
        file: file('04/02/2026,LYFT,15.00\n04/13/2026,AUTOPAY PAYMENT - THANK YOU,-100.00\n04/20/2026,COSTCO,80.25\n'),
        filename: 'april.csv',
        authorization: auth,
      },
    );
    expect(april.data!.reviewFinancialTransactionImport).toMatchObject({
      needsMapping: false,
      rows: [{ amount: '-15.00' }, { amount: '100.00' }, { amount: '-80.25' }],
    });

    const renamed = await stack.graphql<{ renameBankProfile: { name: string } }>(
      `mutation { renameBankProfile(id: "${id}", name: "Amex Gold") { name } }`,
      {},
      auth,
    );
    expect(renamed.data!.renameBankProfile.name).toBe('Amex Gold');
    const listed = await stack.graphql<{ bankProfiles: { name: string; fingerprint: string }[] }>(
      '{ bankProfiles { name fingerprint } }',
      {},
      auth,
    );
    expect(listed.data!.bankProfiles).toEqual([{ name: 'Amex Gold', fingerprint: csv.fingerprint }]);
    const deleted = await stack.graphql<{ deleteBankProfile: { id: string } }>(
      `mutation { deleteBankProfile(id: "${id}") { id } }`,
      {},
      auth,
    );
    expect(deleted.data!.deleteBankProfile.id).toBe(id);
  });

  it('streams an OFX statement (format 003) and states its closing balance', async () => {
    const auth = await stack.signIn('folio.admin');
    const ofx = await readFile(
      path.resolve(import.meta.dirname, '../../../api/test/fixtures/statements/ofx/us-bank-checking-ofx102.ofx'),
    );
    const res = await uploadStatement<{ reviewFinancialTransactionImport: ReviewAnswer }>(stack.url, {
      file: new Blob([ofx]),
      filename: 'checking.ofx',
      format: 'OFX',
      authorization: auth,
    });
    const review = res.data!.reviewFinancialTransactionImport;
    expect(review).toMatchObject({
      format: 'OFX',
      needsMapping: false,
      csv: null,
      reading: { signConvention: 'FORMAT' },
    });
    expect(review.rows.length).toBeGreaterThan(0);
    expect(review.summary.closingBalance).not.toBeNull();
  });

  it('streams a bank PDF statement (format 002, FNB)', async () => {
    const pdf = await readFile(
      path.resolve(import.meta.dirname, '../../../api/test/fixtures/fnb-statement-libreoffice.pdf'),
    );
    const res = await uploadStatement<Review>(stack.url, {
      file: new Blob([pdf], { type: 'application/pdf' }),
      filename: 'statement.pdf',
      format: 'BANK_PDF',
      authorization: auth,
    });
    expect(res.errors).toBeUndefined();
    const review = res.data!.reviewFinancialTransactionImport;
    expect(review.format).toBe('BANK_PDF');
    expect(review.rows).toHaveLength(7);
    expect(review.rows[0]).toMatchObject({ processed: '2025-12-03', amount: '8750.00' });
  });

  it('passes the api’s reason for a file it cannot read, naming the line', async () => {
    const res = await uploadStatement(stack.url, {
      file: new Blob(['Date,Description,Amount\n2026-03-01,a,1\n2026-03-02,b,twelve\n']),
      filename: 'bad.csv',
      authorization: auth,
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Line 3, column "Amount": the amount "twelve" is not an amount',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });

  it('does not hang when the resolver throws before reading the file, and the connection serves the next upload', async () => {
    // One connection: if the refused request's body were left unread, the next request would wait forever.
    const oneConnection = new Agent({ connections: 1, pipelining: 1 });
    const big = csv(250_000, ' with a longer description to make it bigger'); // about 19 MB
    try {
      const started = Date.now();
      for (const authorization of ['Bearer not-a-token', undefined]) {
        const refused = await uploadStatement(stack.url, {
          file: big,
          filename: 'big.csv',
          authorization,
          dispatcher: oneConnection,
          timeoutMs: 20_000,
        });
        expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      const after = await uploadStatement<Review>(stack.url, {
        file: csv(2),
        filename: 'ok.csv',
        authorization: auth,
        dispatcher: oneConnection,
        timeoutMs: 20_000,
      });
      expect(after.data!.reviewFinancialTransactionImport.rows).toHaveLength(2);
      console.log(`two refused 19 MB uploads and a good one on one connection in ${Date.now() - started} ms`);
    } finally {
      await oneConnection.close();
    }
  });

  it('answers a clear BAD_USER_INPUT for a file over the size limit, without hanging', async () => {
    const oneConnection = new Agent({ connections: 1, pipelining: 1 });
    try {
      const res = await uploadStatement(stack.url, {
        file: csv(250_000, ' with a longer description to make it bigger'), // about 19 MB > 8 MB
        filename: 'huge.csv',
        authorization: auth,
        dispatcher: oneConnection,
        timeoutMs: 20_000,
      });
      expect(res.errors?.[0]).toMatchObject({
        message: 'The file is larger than 8 MB',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(res.data).toBeNull();
      const after = await uploadStatement<Review>(stack.url, {
        file: csv(1),
        filename: 'ok.csv',
        authorization: auth,
        dispatcher: oneConnection,
        timeoutMs: 20_000,
      });
      expect(after.data!.reviewFinancialTransactionImport.rows).toHaveLength(1);
    } finally {
      await oneConnection.close();
    }
  });

  it('lets a client that sends the whole body first finish, when the resolver throws or the limit is hit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const big = Buffer.from(await csv(250_000, ' with a longer description to make it bigger').arrayBuffer()); // about 19 MB
    try {
      const refused = await uploadStatementStrictly(stack.url, {
        file: big,
        filename: 'big.csv',
        authorization: 'Bearer x',
        agent,
        timeoutMs: 20_000,
      });
      expect(refused.sentAll).toBe(true);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const tooBig = await uploadStatementStrictly(stack.url, {
        file: big,
        filename: 'big.csv',
        authorization: auth,
        agent,
        timeoutMs: 20_000,
      });
      expect(tooBig.body.errors?.[0]).toMatchObject({
        message: 'The file is larger than 8 MB',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const small = Buffer.from(await csv(2).arrayBuffer());
      const fine = await uploadStatementStrictly(stack.url, {
        file: small,
        filename: 'ok.csv',
        authorization: auth,
        agent,
        timeoutMs: 20_000,
      });
      expect((fine.body.data as Review).reviewFinancialTransactionImport.rows).toHaveLength(2);
    } finally {
      agent.destroy();
    }
  });

  it('refuses more than one file in a request, without hanging', async () => {
    const res = await uploadStatement(stack.url, {
      file: csv(10),
      filename: 'a.csv',
      authorization: auth,
      extraFiles: 1,
      timeoutMs: 15_000,
    });
    expect(res.status).toBe(413);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Send at most 1 file at a time',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers BAD_USER_INPUT when the multipart request has no file for the variable', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation($f: Upload!) { reviewFinancialTransactionImport(format: GENERIC_CSV, file: $f) { fileName } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ '0': ['variables.f'] }));
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: auth },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors?.[0]).toMatchObject({
      message: 'File missing in the request.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the api’s own upload limit through the gateway', () => {
  it('maps the api’s 413 to BAD_USER_INPUT with its message', async () => {
    const stack = await startStack('pglite', {}, { maxUploadBytes: 64 * 1024 });
    try {
      const auth = await stack.signIn('folio.admin');
      const res = await uploadStatement(stack.url, {
        file: csv(5_000),
        filename: 'big.csv',
        authorization: auth,
        timeoutMs: 15_000,
      });
      expect(res.errors?.[0]).toMatchObject({
        message: 'The file is larger than 64 KB',
        extensions: { code: 'BAD_USER_INPUT', status: 413 },
      });
    } finally {
      await stack.close();
    }
  });
});
