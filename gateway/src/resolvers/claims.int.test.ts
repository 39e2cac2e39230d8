import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, insertClient, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const CLAIM = `id uniqueId status statusLabel submissionMethod submissionMethodLabel amount benefit clearingReference
  notes practiceNumber dependantCode medicalAidNumber invoice { id numberOfClaims actions { canDelete } }
  lines { bhfCode nappiCode modifier diagnosisCode1 } events { status action message }
  actions { canUpdate canDelete canSubmit canCheckBenefits canReverse }`;

interface Claim {
  id: string;
  status: string;
  statusLabel: string;
  benefit: string | null;
  invoice: { id: string; numberOfClaims: number; actions: { canDelete: boolean } };
  events: Array<{ status: string; action: string }>;
  actions: Record<string, boolean>;
}

describe('claims and billing runs through the gateway', () => {
  let stack: TestStack;
  let smtp: TestSmtp;
  let auth: string;
  let health: Session;

  const gql = <T>(query: string, variables?: Record<string, unknown>, authorization = auth) =>
    stack.graphql<T>(query, variables, authorization);

  async function invoiceId(): Promise<string> {
    const clientId = await insertClient(stack.api, health.companyId);
    const invoice = await createInvoice(stack.api, health, {
      clientId,
      components: [
        { description: 'Consultation', quantity: 1, unitCost: 640, bhfCode: '0190', diagnosisCode1: 'J06.9' },
      ],
    });
    return String(invoice.id);
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    stack = await startStack('pglite', {}, { smtpUrl: smtp.url });
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('creates, lists, updates, submits by EDI, checks benefits, reverses and deletes a claim', async () => {
    const id = await invoiceId();
    const created = await gql<{ createClaim: Claim }>(
      `mutation($id: ID!) { createClaim(invoiceId: $id, submissionMethod: D) { ${CLAIM} } }`,
      { id },
    );
    expect(created.errors).toBeUndefined();
    const claim = created.data!.createClaim;
    expect(claim).toMatchObject({
      status: 'N',
      statusLabel: 'New',
      invoice: { numberOfClaims: 1, actions: { canDelete: false } },
      actions: { canUpdate: true, canDelete: true, canSubmit: true, canReverse: false },
    });

    const lists = await gql<{
      all: Array<{ id: string }>;
      byInvoice: Array<{ id: string; events: unknown[] }>;
      one: Claim;
    }>(
      `query($id: ID!, $invoice: ID!) { all: claims { id } byInvoice: claims(invoiceId: $invoice) { id events { action } }
        one: claim(id: $id) { ${CLAIM} } house: clearingHouse { name sandbox } }`,
      { id: claim.id, invoice: id },
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data!.all[0]!.id).toBe(claim.id);
    expect(lists.data!.byInvoice).toEqual([{ id: claim.id, events: [{ action: 'create' }] }]);
    expect((lists.data as unknown as { house: unknown }).house).toEqual({
      name: 'Sandbox clearing house',
      sandbox: true,
    });

    const updated = await gql<{ updateClaim: { notes: string; submissionMethod: string } }>(
      `mutation($id: ID!) { updateClaim(id: $id, input: { notes: "Checked", submissionMethod: D }) { notes submissionMethod } }`,
      { id: claim.id },
    );
    expect(updated.data?.updateClaim).toEqual({ notes: 'Checked', submissionMethod: 'D' });

    const check = await gql<{ checkClaimBenefits: { outcome: string; benefit: string; claim: { status: string } } }>(
      `mutation($id: ID!) { checkClaimBenefits(id: $id) { outcome benefit lines { line claimed benefit } claim { status } } }`,
      { id: claim.id },
    );
    expect(check.data?.checkClaimBenefits).toMatchObject({
      outcome: 'benefits',
      benefit: '640.00',
      claim: { status: 'N' },
    });

    const submitted = await gql<{ submitClaimByEdi: Claim }>(
      `mutation($id: ID!) { submitClaimByEdi(id: $id) { ${CLAIM} } }`,
      { id: claim.id },
    );
    expect(submitted.data?.submitClaimByEdi).toMatchObject({
      status: 'A',
      benefit: '640.00',
      actions: { canReverse: true, canDelete: false },
    });

    const reversed = await gql<{ reverseClaim: Claim }>(`mutation($id: ID!) { reverseClaim(id: $id) { ${CLAIM} } }`, {
      id: claim.id,
    });
    expect(reversed.data?.reverseClaim).toMatchObject({ status: 'V', actions: { canDelete: true } });

    const deleted = await gql<{ deleteClaim: { id: string } }>(`mutation($id: ID!) { deleteClaim(id: $id) { id } }`, {
      id: claim.id,
    });
    expect(deleted.data?.deleteClaim).toEqual({ id: claim.id });
    const invoice = await gql<{ invoice: { numberOfClaims: number } }>(
      `query($id: ID!) { invoice(id: $id) { numberOfClaims } }`,
      {
        id,
      },
    );
    expect(invoice.data?.invoice.numberOfClaims).toBe(0);
  });

  it('emails a claim, and maps the api’s refusals to error codes', async () => {
    const id = await invoiceId();
    const claim = (
      await gql<{ createClaim: Claim }>(
        `mutation($id: ID!) { createClaim(invoiceId: $id, submissionMethod: E) { id } }`,
        { id },
      )
    ).data!.createClaim;
    const emailed = await gql<{ submitClaimByEmail: Claim }>(
      `mutation($id: ID!) { submitClaimByEmail(id: $id, email: "claims@scheme.test") { status events { action } } }`,
      { id: claim.id },
    );
    expect(emailed.data?.submitClaimByEmail).toMatchObject({ status: 'S' });
    expect(smtp.messages.at(-1)?.attachments[0]?.filename).toMatch(/^CLM-\d{6}\.pdf$/);

    const twice = await gql(`mutation($id: ID!) { createClaim(invoiceId: $id, submissionMethod: D) { id } }`, { id });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const folio = await stack.signIn('folio.admin');
    const forbidden = await gql(`{ claims { id } }`, undefined, folio);
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'Claims are only available to health practices',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(`query { claim(id: "999999") { id } }`)).data).toEqual({ claim: null });
  });

  it('previews and starts a billing run, then finds it with its invoices', async () => {
    const preview = await gql<{
      billingRunPreview: { invoices: Array<{ amount: string }>; skipped: unknown[]; total: string };
    }>(
      `{ billingRunPreview(periodStart: "2026-08-01", periodEnd: "2026-08-31") {
          periodStart invoices { clientId clientName planName amount lineCount } skipped { reason } total } }`,
    );
    expect(preview.errors).toBeUndefined();
    const count = preview.data!.billingRunPreview.invoices.length;
    expect(count).toBeGreaterThan(0);

    const started = await gql<{ startBillingRun: { run: { id: string; invoiceCount: number; total: string } } }>(
      `mutation { startBillingRun(periodStart: "2026-08-01", periodEnd: "2026-08-31") {
          run { id invoiceCount total paid } invoices { clientId } skipped { reason } total } }`,
    );
    expect(started.errors).toBeUndefined();
    const run = started.data!.startBillingRun.run;
    expect(run).toMatchObject({ invoiceCount: count, total: preview.data!.billingRunPreview.total });

    const again = await gql<{ startBillingRun: { run: null; skipped: unknown[] } }>(
      `mutation { startBillingRun(periodStart: "2026-08-01", periodEnd: "2026-08-31") { run { id } skipped { reason } } }`,
    );
    expect(again.data!.startBillingRun).toMatchObject({ run: null });
    // Everyone the first run billed, and those the demo data had billed already (yearly plans for 2026).
    expect(again.data!.startBillingRun.skipped).toHaveLength(count + preview.data!.billingRunPreview.skipped.length);

    const read = await gql<{ billingRuns: Array<{ id: string }>; billingRun: { invoices: unknown[] } }>(
      `query($id: ID!) { billingRuns { id periodStart periodEnd runAt invoiceCount total paid }
        billingRun(id: $id) { invoices { id uniqueId amount } } }`,
      { id: run.id },
    );
    expect(read.data!.billingRuns[0]!.id).toBe(run.id);
    expect(read.data!.billingRun.invoices).toHaveLength(count);

    const bad = await gql(`mutation { startBillingRun(periodStart: "2026-09-30", periodEnd: "2026-09-01") { total } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists the claims with their invoices and lines in 3 upstream requests, as each claim’s detail has them', async () => {
    const res = await gql<{
      claims: Array<{
        id: string;
        invoice: { id: string; uniqueId: string; numberOfClaims: number; client: { name: string } };
        lines: Array<{ id: string; description: string }>;
      }>;
    }>(`{ claims { id invoice { id uniqueId status amountDue numberOfClaims client { name } actions { canDelete } }
          lines { id invoiceId description amountDue bhfCode } } }`);
    expect(res.errors).toBeUndefined();
    const claims = res.data!.claims;
    expect(claims.length).toBeGreaterThan(50);
    // the claims, one page of the invoices with claims first, one batch of their components
    expect(res.headers.get('x-upstream-requests')).toBe('3');

    type Detail = {
      invoice: { id: number; uniqueId: string; numberOfClaims: number; clientName: string };
      lines: Array<{ id: number; description: string }>;
    };
    for (const claim of claims) {
      const detail = (
        await stack.api.app.inject({ url: `/api/claim/specific/${claim.id}`, headers: { authorization: health.auth } })
      ).json<Detail>();
      expect(claim.invoice).toMatchObject({
        id: String(detail.invoice.id),
        uniqueId: detail.invoice.uniqueId,
        numberOfClaims: detail.invoice.numberOfClaims,
        client: { name: detail.invoice.clientName },
      });
      expect(claim.lines).toEqual(
        detail.lines.map((line): unknown =>
          expect.objectContaining({ id: String(line.id), description: line.description }),
        ),
      );
    }
  });
});
