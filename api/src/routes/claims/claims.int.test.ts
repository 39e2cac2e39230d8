import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  createInvoice,
  insertClient,
  invoiceState,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ClaimDetail {
  id: number;
  uniqueId: string;
  status: string;
  submissionMethod: string;
  amount: number;
  benefit: number | null;
  clearingReference: string | null;
  notes: string;
  invoice: { id: number; numberOfClaims: number; openClaims: number };
  lines: Array<{ bhfCode: string | null; nappiCode: string | null; diagnosisCode1: string | null }>;
  events: Array<{ status: string; action: string; message: string; detail: unknown }>;
}

const CODED_LINES = [
  {
    description: 'Consultation',
    quantity: 1,
    unitCost: 640,
    bhfCode: '0190',
    diagnosisCode1: 'J06.9',
    modifier: '0018',
  },
  { description: 'Amoxicillin 500 mg', quantity: 2, unitCost: 50, nappiCode: '700123001', diagnosisCode1: 'J06.9' },
];

describe.each(databaseKinds())('claims (%s)', (kind) => {
  let api: TestApi;
  let smtp: TestSmtp;
  let health: Session;
  let folio: Session;
  let business: Session;

  const call = (s: Session, method: Method, url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: s.auth }, ...(payload ? { payload } : {}) });

  async function codedInvoice(membership = 'MA-778899', lines: object[] = CODED_LINES) {
    const clientId = await insertClient(api, health.companyId);
    await api.db.query('update clients set medical_aid_number = $2 where id = $1', [clientId, membership]);
    return createInvoice(api, health, { clientId, components: lines });
  }

  async function newClaim(invoiceId: number, method = 'D') {
    const res = await call(health, 'POST', `/api/claim/${invoiceId}/${health.companyId}/${method}`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ClaimDetail>();
  }

  const claimCount = async () =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from claims')).rows[0]!.n;
  const eventCount = async () =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from claim_events')).rows[0]!.n;
  const auditCount = async (entity = 'claim') =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from audit_log where entity = $1', [entity])).rows[0]!
      .n;

  beforeAll(async () => {
    smtp = await startTestSmtp({ rejectRecipient: (address) => address.endsWith('@rejected.test') });
    api = await startTestApi(kind, { smtpUrl: smtp.url });
    health = await session(api, 'health.admin');
    folio = await session(api, 'folio.admin');
    business = await session(api, 'business.admin');
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('refuses every claim route to companies that are not health practices (403), changing nothing', async () => {
    const before = [await claimCount(), await eventCount()];
    for (const s of [folio, business]) {
      const clientId = await insertClient(api, s.companyId);
      const invoice = await createInvoice(api, s, {
        clientId,
        components: [{ description: 'x', quantity: 1, unitCost: 10 }],
      });
      for (const [method, url] of [
        ['GET', `/api/claim/${s.companyId}`],
        ['GET', `/api/claim/practitioner/${s.userId}`],
        ['GET', `/api/claim/invoice/${invoice.id}`],
        ['GET', '/api/claim/specific/1'],
        ['POST', `/api/claim/${invoice.id}/${s.companyId}/D`],
        ['PUT', '/api/claim/1'],
        ['DELETE', '/api/claim/1'],
        ['POST', '/api/claim/submission/email/1/x@example.test'],
        ['POST', '/api/claim/submission/edi/1'],
        ['POST', '/api/claim/benefitcheck/edi/1'],
        ['POST', '/api/claim/reversal/1'],
      ] as Array<[Method, string]>) {
        const res = await call(s, method, url, method === 'PUT' ? { notes: 'x' } : undefined);
        expect(res.statusCode, `${s.username} ${method} ${url}`).toBe(403);
        expect(res.json<{ detail: string }>().detail).toBe('Claims are only available to health practices');
      }
      expect((await invoiceState(api, invoice.id))?.version).toBe(invoice.version);
    }
    expect([await claimCount(), await eventCount()]).toEqual(before);
  });

  it('creates a claim from an invoice: numberOfClaims goes up and blocks deletion; one open claim per invoice', async () => {
    const invoice = await codedInvoice();
    const claim = await newClaim(invoice.id, 'e');
    expect(claim).toMatchObject({
      status: 'N',
      submissionMethod: 'E',
      amount: 740,
      invoice: { numberOfClaims: 1, openClaims: 1 },
    });
    expect(claim.uniqueId).toMatch(/^CLM-\d{6}$/);
    expect(claim.lines.map((l) => [l.bhfCode, l.nappiCode, l.diagnosisCode1])).toEqual([
      ['0190', null, 'J06.9'],
      [null, '700123001', 'J06.9'],
    ]);
    expect(claim.events.map((e) => [e.status, e.action])).toEqual([['N', 'create']]);

    const deleteInvoice = await call(health, 'DELETE', `/api/invoice1/${invoice.id}`);
    expect(deleteInvoice.statusCode).toBe(409);
    const again = await call(health, 'POST', `/api/claim/${invoice.id}/${health.companyId}/D`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toContain(claim.uniqueId);

    const listed = (await call(health, 'GET', `/api/claim/invoice/${invoice.id}`)).json<Array<{ id: number }>>();
    expect(listed.map((c) => c.id)).toEqual([claim.id]);
    const all = (await call(health, 'GET', `/api/claim/${health.companyId}`)).json<Array<{ id: number }>>();
    expect(all[0]!.id).toBe(claim.id);
    const mine = (await call(health, 'GET', `/api/claim/practitioner/${health.userId}`)).json<Array<{ id: number }>>();
    expect(mine.map((c) => c.id)).toContain(claim.id);

    // Delete it (status N): the count goes down and the invoice can be deleted again.
    const removed = await call(health, 'DELETE', `/api/claim/${claim.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(health, 'GET', `/api/invoice1/specific/${invoice.id}`)).json()).toMatchObject({
      numberOfClaims: 0,
      openClaims: 0,
    });
    expect((await call(health, 'DELETE', `/api/invoice1/${invoice.id}`)).statusCode).toBe(200);
  });

  it('refuses a claim on a paid invoice (409), a bad method (400) and an empty invoice id (400)', async () => {
    const invoice = await codedInvoice();
    await pay(api, health, invoice.id, { amount: 740 });
    const before = await claimCount();
    const paid = await call(health, 'POST', `/api/claim/${invoice.id}/${health.companyId}/D`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ detail: string }>().detail).toContain('is paid');
    const other = await codedInvoice();
    expect((await call(health, 'POST', `/api/claim/${other.id}/${health.companyId}/X`)).statusCode).toBe(400);
    expect((await call(health, 'POST', `/api/claim/%20/${health.companyId}/D`)).statusCode).toBe(400);
    expect(await claimCount()).toBe(before);
  });

  it('submits by EDI through the sandbox: accepted with the benefit, then reversed and deleted', async () => {
    const invoice = await codedInvoice();
    const claim = await newClaim(invoice.id);
    const audits = await auditCount();
    const res = await call(health, 'POST', `/api/claim/submission/edi/${claim.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json<ClaimDetail>();
    // 640 in full, medicine 100.00 at 80 %.
    expect(accepted).toMatchObject({ status: 'A', submissionMethod: 'D', benefit: 720 });
    expect(accepted.clearingReference).toMatch(/^SBX-\d{7}$/);
    expect(accepted.events.map((e) => [e.status, e.action])).toEqual([
      ['N', 'create'],
      ['S', 'submit'],
      ['A', 'accept'],
    ]);
    const sent = (accepted.events[1]!.detail as { message: string }).message;
    expect(sent).toContain('UNH+1+MEDCLM:0:912:ZA');
    expect(sent).toContain("NAD+MEM+MA-778899::MEM'");
    expect(await auditCount()).toBe(audits + 1);

    // Held by the scheme: it cannot be changed, submitted again or deleted.
    expect((await call(health, 'DELETE', `/api/claim/${claim.id}`)).statusCode).toBe(409);
    expect((await call(health, 'POST', `/api/claim/submission/edi/${claim.id}`)).statusCode).toBe(409);
    expect((await call(health, 'PUT', `/api/claim/${claim.id}`, { notes: 'x' })).statusCode).toBe(409);

    const reversed = await call(health, 'POST', `/api/claim/reversal/${claim.id}`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    const body = reversed.json<ClaimDetail>();
    expect(body.status).toBe('V');
    expect(body.events.at(-1)).toMatchObject({ status: 'V', action: 'reverse' });
    expect(body.events.at(-1)!.message).toContain('Sandbox clearing house');
    expect((await call(health, 'POST', `/api/claim/reversal/${claim.id}`)).statusCode).toBe(409);

    expect((await call(health, 'DELETE', `/api/claim/${claim.id}`)).statusCode).toBe(200);
    expect((await call(health, 'GET', `/api/invoice1/specific/${invoice.id}`)).json()).toMatchObject({
      numberOfClaims: 0,
    });
  });

  it('stores the sandbox’s rejection with its reasons (membership number ending in 0, invalid ICD-10)', async () => {
    const invoice = await codedInvoice('MA-778890', [
      { description: 'Consultation', quantity: 1, unitCost: 640, bhfCode: '0190', diagnosisCode1: 'U99.9' },
    ]);
    const claim = await newClaim(invoice.id);
    const rejected = (await call(health, 'POST', `/api/claim/submission/edi/${claim.id}`)).json<ClaimDetail>();
    expect(rejected.status).toBe('R');
    expect(rejected.notes).toBe(
      'Membership number MA-778890 is not registered with the scheme; Line 1: ICD-10 code U99.9 is not valid',
    );
    expect(rejected.events.at(-1)).toMatchObject({ status: 'R', action: 'reject' });
    // A rejected claim may be corrected and changed.
    const updated = await call(health, 'PUT', `/api/claim/${claim.id}`, { submissionMethod: 'E', notes: 'Fixing' });
    expect(updated.json()).toMatchObject({ submissionMethod: 'E', notes: 'Fixing', status: 'R' });
  });

  it('refuses to send a claim with missing medical data (422 naming it), changing nothing', async () => {
    const invoice = await codedInvoice('', [{ description: 'Consultation', quantity: 1, unitCost: 640 }]);
    const claim = await newClaim(invoice.id);
    const before = [await eventCount(), await auditCount()];
    for (const url of [
      `/api/claim/submission/edi/${claim.id}`,
      `/api/claim/benefitcheck/edi/${claim.id}`,
      `/api/claim/submission/email/${claim.id}/claims@scheme.test`,
    ]) {
      const res = await call(health, 'POST', url);
      expect(res.statusCode, url).toBe(422);
      const problem = res.json<{ detail: string; errors: Array<{ field: string }> }>();
      expect(problem.detail).toContain('membership number is missing');
      expect(problem.detail).toContain('line 1 (Consultation) has no tariff code (BHF) or NAPPI code');
      expect(problem.detail).toContain('line 1 (Consultation) has no ICD-10 diagnosis code');
      expect(problem.errors.map((e) => e.field)).toEqual([
        'membershipNumber',
        'lines[0].bhfCode',
        'lines[0].diagnosisCode1',
      ]);
    }
    // The practice's BHF number is named too when it is missing.
    await api.db.query('update companies set practice_number = null where id = $1', [health.companyId]);
    const noPractice = await call(health, 'POST', `/api/claim/submission/edi/${claim.id}`);
    expect(noPractice.json<{ detail: string }>().detail).toContain('BHF practice number is missing');
    await api.db.query(`update companies set practice_number = '0123456' where id = $1`, [health.companyId]);
    expect([await eventCount(), await auditCount()]).toEqual(before);
    expect((await call(health, 'GET', `/api/claim/specific/${claim.id}`)).json()).toMatchObject({ status: 'N' });
  });

  it('checks benefits without changing the status, and emails the claim as a PDF (status S)', async () => {
    const invoice = await codedInvoice();
    const claim = await newClaim(invoice.id, 'E');
    const check = await call(health, 'POST', `/api/claim/benefitcheck/edi/${claim.id}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      outcome: 'benefits',
      claimed: 740,
      benefit: 720,
      clearingHouse: 'Sandbox clearing house',
      lines: [
        { line: 1, claimed: 640, benefit: 640 },
        { line: 2, claimed: 100, benefit: 80 },
      ],
      claim: { status: 'N' },
    });

    const refused = await call(health, 'POST', `/api/claim/submission/email/${claim.id}/claims@rejected.test`);
    expect(refused.statusCode).toBe(502);
    expect((await call(health, 'GET', `/api/claim/specific/${claim.id}`)).json()).toMatchObject({ status: 'N' });

    const res = await call(health, 'POST', `/api/claim/submission/email/${claim.id}/claims@scheme.test`);
    expect(res.statusCode, res.body).toBe(200);
    const emailed = res.json<ClaimDetail>();
    expect(emailed.status).toBe('S');
    expect(emailed.events.map((e) => e.action)).toEqual(['create', 'benefitcheck', 'submit']);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toMatchObject({ text: 'claims@scheme.test' });
    expect(mail.subject).toContain(claim.uniqueId);
    expect(mail.attachments[0]).toMatchObject({ filename: `${claim.uniqueId}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const reversed = (await call(health, 'POST', `/api/claim/reversal/${claim.id}`)).json<ClaimDetail>();
    expect(reversed.status).toBe('V');
  });

  it('answers 404 for another company’s ids in every claim route, changing nothing', async () => {
    // Another health practice's claim, made by SQL (the demo's other companies are not type H).
    const clientId = await insertClient(api, folio.companyId);
    const theirs = await createInvoice(api, folio, {
      clientId,
      components: [{ description: 'x', quantity: 1, unitCost: 10, bhfCode: '0190', diagnosisCode1: 'J06.9' }],
    });
    const { rows } = await api.db.query<{ id: number }>(
      `insert into claims (company_id, invoice_id, unique_id, submission_method) values ($1, $2, 'CLM-X', 'D') returning id`,
      [folio.companyId, theirs.id],
    );
    const claimId = rows[0]!.id;
    const snapshot = async () =>
      JSON.stringify([
        (await api.db.query('select * from claims where company_id = $1 order by id', [folio.companyId])).rows,
        await claimCount(),
        await eventCount(),
        await auditCount(),
        await invoiceState(api, theirs.id),
      ]);
    const before = await snapshot();
    for (const [method, url] of [
      ['GET', `/api/claim/${folio.companyId}`],
      ['GET', `/api/claim/practitioner/${folio.userId}`],
      ['GET', `/api/claim/invoice/${theirs.id}`],
      ['GET', `/api/claim/specific/${claimId}`],
      ['POST', `/api/claim/${theirs.id}/${health.companyId}/D`],
      ['POST', `/api/claim/${theirs.id}/${folio.companyId}/D`],
      ['PUT', `/api/claim/${claimId}`],
      ['DELETE', `/api/claim/${claimId}`],
      ['POST', `/api/claim/submission/email/${claimId}/x@example.test`],
      ['POST', `/api/claim/submission/edi/${claimId}`],
      ['POST', `/api/claim/benefitcheck/edi/${claimId}`],
      ['POST', `/api/claim/reversal/${claimId}`],
    ] as Array<[Method, string]>) {
      const res = await call(health, method, url, method === 'PUT' ? { notes: 'mine' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });
});
