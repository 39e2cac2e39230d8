import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures/statements');

interface Review {
  format: string;
  needsMapping: boolean;
  rows: { processed: string; amount: number; description: string; duplicate: boolean; duplicateOf: string | null }[];
  summary: {
    count: number;
    moneyIn: number;
    moneyOut: number;
    net: number;
    duplicates: number;
    openingBalance: number | null;
    closingBalance: number | null;
    expectedClosingBalance: number | null;
    balanceMismatch: boolean;
  };
  reading: {
    dateOrder: string | null;
    dateOrderFrom: string | null;
    decimalMark: string | null;
    signConvention: string;
    notes: string[];
  };
  csv: {
    questions: { about: string; message: string }[];
    layout: Record<string, unknown>;
    preview: string[][];
    fingerprint: string;
  } | null;
  profile: { id: number; name: string } | null;
}

/** A multipart body with text fields before the file, as the gateway sends it. */
function form(file: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = `----folio-test-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="statement"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseKinds())('statement review with totals, every format (%s)', (kind) => {
  let api: TestApi;
  let trading: Session;
  let studio: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    trading = await session(api, 'business.admin');
    studio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  const review = async (who: Session, format: string, file: Buffer | string, fields?: Record<string, string>) => {
    const body = form(file, fields);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${who.companyId}?format=${format}`,
      headers: { ...body.headers, authorization: who.authorization },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Review>() };
  };

  it('answers a CSV with its totals, its stated balances and how it was read', async () => {
    const { status, body } = await review(
      trading,
      '001',
      'Fecha;Concepto;Importe;Saldo\n01/03/2026;Saldo anterior;;1.000,00\n05/03/2026;Mercadona;-50,00;950,00\n06/03/2026;Nómina;1.500,00;2.450,00\n06/03/2026;Nómina;1.500,00;3.950,00\n',
    );
    expect(status).toBe(200);
    expect(body.summary).toEqual({
      count: 3,
      moneyIn: 3000,
      moneyOut: 50,
      net: 2950,
      duplicates: 1,
      openingBalance: 1000,
      closingBalance: 3950,
      expectedClosingBalance: 3950,
      balanceMismatch: false,
    });
    expect(body.rows.map((r) => r.duplicateOf)).toEqual([null, null, 'file']);
    expect(body.reading).toMatchObject({
      dateOrder: 'DMY',
      dateOrderFrom: 'region',
      decimalMark: ',',
      signConvention: 'signed',
    });
    expect(body.reading.notes).toContain('1 balance or total line left out');
  });

  it('warns when the opening balance plus the rows is not the closing balance', async () => {
    const { body } = await review(
      trading,
      '001',
      'Date,Description,Amount\n2026-03-01,Opening balance,100.00\n2026-03-02,Rent,-50.00\n2026-03-03,Closing balance,70.00\n',
    );
    expect(body.summary).toMatchObject({
      openingBalance: 100,
      closingBalance: 70,
      expectedClosingBalance: 50,
      balanceMismatch: true,
    });
  });

  it('asks instead of reading a card statement, then reads it with the answer sent as the layout field', async () => {
    const card =
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/07/2026,UBER,12.00\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n';
    const asked = await review(studio, '001', card);
    expect(asked.body).toMatchObject({ needsMapping: true, rows: [] });
    expect(asked.body.csv?.questions.map((q) => q.about)).toEqual(['signConvention']);
    expect(asked.body.csv?.preview[0]).toEqual(['Date', 'Description', 'Amount']);
    const answered = await review(studio, '001', card, { layout: JSON.stringify({ signConvention: 'card' }) });
    expect(answered.body.needsMapping).toBe(false);
    expect(answered.body.rows.map((r) => [r.processed, r.amount])).toEqual([
      ['2026-03-05', -5.5],
      ['2026-03-06', -45.99],
      ['2026-03-07', -12],
      ['2026-03-08', 200],
      ['2026-03-09', -60],
    ]);
    // A Canadian company: dates no row decides are month first.
    expect(answered.body.reading).toMatchObject({ dateOrder: 'MDY', dateOrderFrom: 'region', signConvention: 'card' });
  });

  it('refuses a layout field that is not a valid mapping, naming the part', async () => {
    const { status, body } = await review(trading, '001', 'Date,Description,Amount\n2026-03-01,a,-1\n', {
      layout: JSON.stringify({ dateOrder: 'YDM' }),
    });
    expect(status).toBe(400);
    expect((body as unknown as { detail: string }).detail).toBe(
      'The column mapping is not valid: dateOrder must be DMY or MDY',
    );
  });

  it.each([
    ['003', 'ofx/uk-building-society-ofx211.ofx'],
    ['004', 'qif/uk-bank-day-first.qif'],
    ['005', 'camt053/german-bank-v02.xml'],
    ['006', 'mt940/deutsche-bank-two-days.sta'],
  ])('reads format %s (%s) with every row and the balances it states', async (format, file) => {
    const bytes = readFileSync(path.join(fixtures, file));
    const expected = JSON.parse(
      readFileSync(path.join(fixtures, file.replace(/\.\w+$/, '.expected.json')), 'utf8'),
    ) as {
      rows: { processed: string; amount: string; description: string }[];
      facts?: { openingBalance?: string; closingBalance?: string };
    };
    const { status, body } = await review(trading, format, bytes);
    expect(status).toBe(200);
    expect(body.rows.map((r) => [r.processed, r.amount, r.description])).toEqual(
      expected.rows.map((r) => [r.processed, Number(r.amount), r.description]),
    );
    expect(body.reading.signConvention).toBe('format');
    if (expected.facts?.closingBalance) expect(body.summary.closingBalance).toBe(Number(expected.facts.closingBalance));
  });

  it('answers the list of transactions on the spec-style route of each structured format', async () => {
    const body = form(readFileSync(path.join(fixtures, 'ofx/us-bank-checking-ofx102.ofx')));
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/ofx/${trading.companyId}`,
      headers: { ...body.headers, authorization: trading.authorization },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('saves the mapping as a bank profile that reads the same bank’s next file with no question', async () => {
    const march =
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n';
    const april =
      'DATE,Description,Amount\n04/02/2026,LYFT,15.00\n04/13/2026,AUTOPAY PAYMENT - THANK YOU,-100.00\n04/20/2026,COSTCO,80.25\n04/21/2026,UBER,9.75\n';
    const asked = await review(studio, '001', march);
    expect(asked.body.needsMapping).toBe(true);
    const answer = { ...asked.body.csv!.layout, signConvention: 'card' };
    const url = `/api/financialtransaction/import/profile/${studio.companyId}`;
    const saved = await api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: studio.authorization },
      payload: { name: ' Amex Gold ', fingerprint: asked.body.csv!.fingerprint, layout: answer },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json<{ id: number; name: string }>();
    expect(profile.name).toBe('Amex Gold');

    // The next statement of the same bank (the header's case differs): read with the profile, nothing asked.
    const next = await review(studio, '001', april);
    expect(next.body).toMatchObject({ needsMapping: false, profile: { id: profile.id, name: 'Amex Gold' } });
    expect(next.body.rows.map((r) => [r.processed, r.amount])).toEqual([
      ['2026-04-02', -15],
      ['2026-04-13', 100],
      ['2026-04-20', -80.25],
      ['2026-04-21', -9.75],
    ]);
    expect(next.body.reading).toMatchObject({ signConvention: 'card', dateOrder: 'MDY', dateOrderFrom: 'profile' });

    // Another company has no such profile and cannot reach this one.
    expect((await review(trading, '001', april)).body.profile).toBeNull();
    const foreign = await api.app.inject({
      method: 'DELETE',
      url: `/api/financialtransaction/import/profile/${trading.companyId}/${profile.id}`,
      headers: { authorization: trading.authorization },
    });
    expect(foreign.statusCode).toBe(404);

    const renamed = await api.app.inject({
      method: 'PUT',
      url: `${url}/${profile.id}`,
      headers: { authorization: studio.authorization },
      payload: { name: 'Amex (business)' },
    });
    expect(renamed.json()).toMatchObject({ id: profile.id, name: 'Amex (business)' });
    const listed = await api.app.inject({ method: 'GET', url, headers: { authorization: studio.authorization } });
    expect(listed.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Amex (business)']);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `${url}/${profile.id}`,
      headers: { authorization: studio.authorization },
    });
    expect(deleted.json()).toEqual({ id: profile.id, deleted: true });
    expect((await review(studio, '001', april)).body.needsMapping).toBe(true);
  });

  it('refuses a profile whose layout is incomplete or invalid, naming what is wrong', async () => {
    const url = `/api/financialtransaction/import/profile/${trading.companyId}`;
    const res = await api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: trading.authorization },
      payload: { name: 'Bank', fingerprint: `csv:${'0'.repeat(32)}`, layout: { dateOrder: 'DMY' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(
      "The column mapping is not valid: a bank profile's layout needs encoding, delimiter, skipRecords, hasHeader, columns, decimalMark, signConvention",
    );
  });

  it('refuses another company’s review with 404', async () => {
    const body = form('Date,Description,Amount\n2026-03-01,a,-1\n');
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${studio.companyId}?format=001`,
      headers: { ...body.headers, authorization: trading.authorization },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(404);
  });
});
