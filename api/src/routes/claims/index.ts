import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { loadClaimDocument } from '../../claims/claim-document.ts';
import { claimsRepository } from '../../claims/claims-repository.ts';
import {
  checkClaimBenefits,
  createClaim,
  deleteClaim,
  readSubmissionMethod,
  requireHealthPractice,
  reverseClaim,
  submitClaimByEdi,
  submitClaimByEmail,
  updateClaim,
} from '../../claims/claims-service.ts';
import { clearingHouseFor } from '../../claims/clearing-house/registry.ts';
import { fromCents } from '../../shared/money.ts';
import { pathId } from '../../shared/path-ids.ts';
import { notFound } from '../../shared/problem.ts';
import { requireOwned } from '../../shared/references.ts';
import { DeletedBody, IdSegment, Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { ClaimBody, ClaimDetailBody, toClaimBody, toClaimDetailBody } from './claim-body.ts';

const ClaimList = Type.Array(ClaimBody);
const ClaimIdParams = Type.Object({ claimId: Id });
const forbidden = { 403: ProblemRef };
const actionResponses = withErrors({ 200: ClaimDetailBody, ...forbidden, 409: ProblemRef, 422: ProblemRef });

const LineBenefitBody = Type.Object({ line: Type.Integer(), claimed: Type.Number(), benefit: Type.Number() });
const BenefitCheckBody = Type.Object({
  outcome: StringEnum(['benefits', 'rejected'] as const),
  claimed: Nullable(Type.Number()),
  benefit: Nullable(Type.Number()),
  lines: Type.Array(LineBenefitBody),
  reasons: Type.Array(Type.String()),
  clearingHouse: Type.String(),
  claim: ClaimDetailBody,
});

const UpdateClaimBody = Type.Object({
  submissionMethod: Type.Optional(Nullable(Type.String({ maxLength: 1, description: 'E or D' }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});

/** Claims (spec §7 "Claims"): health practices (type H) only, every other company gets 403. */
export default async function claimRoutes(app: App) {
  const house = clearingHouseFor(app.config.clearingHouse);

  async function detail(id: number, companyId: number) {
    const document = await loadClaimDocument(app.db, companyId, id);
    return toClaimDetailBody(document, await claimsRepository(app.db).events(id));
  }

  // Every claim route first checks that the caller's company is a health practice.
  app.addHook('preHandler', async (request) => requireHealthPractice(app.db, request.user.companyId));

  app.get(
    '/api/claim/clearinghouse',
    {
      schema: {
        operationId: 'getClearingHouse',
        tags: ['claims'],
        summary: 'The clearing house EDI claims go through (CLEARING_HOUSE)',
        response: withErrors({ 200: Type.Object({ name: Type.String(), sandbox: Type.Boolean() }), ...forbidden }),
      },
    },
    async () => ({ name: house.name, sandbox: app.config.clearingHouse === 'sandbox' }),
  );

  app.get(
    '/api/claim/:companyId',
    {
      schema: {
        operationId: 'listClaims',
        tags: ['claims'],
        summary: 'The company’s claims, newest first',
        params: CompanyParams,
        response: withErrors({ 200: ClaimList, ...forbidden }),
      },
    },
    async (request) => (await claimsRepository(app.db).byCompany(request.params.companyId)).map(toClaimBody),
  );

  app.get(
    '/api/claim/practitioner/:id',
    {
      schema: {
        operationId: 'listPractitionerClaims',
        tags: ['claims'],
        summary: 'One practitioner’s claims',
        params: IdParams,
        response: withErrors({ 200: ClaimList, ...forbidden }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      await requireOwned(app.db, 'Practitioner', request.params.id, companyId);
      return (await claimsRepository(app.db).byPractitioner(companyId, request.params.id)).map(toClaimBody);
    },
  );

  app.get(
    '/api/claim/invoice/:id',
    {
      schema: {
        operationId: 'listInvoiceClaims',
        tags: ['claims'],
        summary: 'The claims of one invoice',
        params: IdParams,
        response: withErrors({ 200: ClaimList, ...forbidden }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      const { rows } = await app.db.query('select 1 from invoices where id = $1 and company_id = $2', [
        request.params.id,
        companyId,
      ]);
      if (rows.length === 0) return reply404('Invoice');
      return (await claimsRepository(app.db).byInvoice(companyId, request.params.id)).map(toClaimBody);
    },
  );

  app.get(
    '/api/claim/specific/:id',
    {
      schema: {
        operationId: 'getClaim',
        tags: ['claims'],
        summary: 'One claim with its invoice lines, medical codes and status history',
        params: IdParams,
        response: withErrors({ 200: ClaimDetailBody, ...forbidden }),
      },
    },
    async (request) => detail(request.params.id, request.user.companyId),
  );

  app.post(
    '/api/claim/:invoiceId/:companyId/:method',
    {
      schema: {
        operationId: 'createClaim',
        tags: ['claims'],
        summary: 'Creates a claim (status N) from an unpaid invoice; method E Email or D EDI',
        params: Type.Object({ invoiceId: IdSegment, companyId: Id, method: Type.String({ maxLength: 10 }) }),
        response: withErrors({ 201: ClaimDetailBody, ...forbidden, 409: ProblemRef }),
      },
    },
    async (request, reply) => {
      const invoiceId = pathId(request.params.invoiceId, 'invoice', 'invoiceId');
      const method = readSubmissionMethod(request.params.method);
      const id = await createClaim(app.db, request.user, invoiceId, method);
      return reply.status(201).send(await detail(id, request.user.companyId));
    },
  );

  app.put(
    '/api/claim/:id',
    {
      schema: {
        operationId: 'updateClaim',
        tags: ['claims'],
        summary: 'Changes the submission method or notes of a claim that is N (new) or R (rejected)',
        params: IdParams,
        body: UpdateClaimBody,
        response: actionResponses,
      },
    },
    async (request) => {
      await updateClaim(app.db, request.user, request.params.id, request.body);
      return detail(request.params.id, request.user.companyId);
    },
  );

  app.delete(
    '/api/claim/:id',
    {
      schema: {
        operationId: 'deleteClaim',
        tags: ['claims'],
        summary: 'Deletes a claim that is N (new), R (rejected) or V (reversed); the invoice’s claim count goes down',
        params: IdParams,
        response: withErrors({ 200: DeletedBody, ...forbidden, 409: ProblemRef }),
      },
    },
    async (request) => {
      await deleteClaim(app.db, request.user, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/api/claim/submission/email/:claimId/:email',
    {
      schema: {
        operationId: 'submitClaimByEmail',
        tags: ['claims'],
        summary: 'Emails the claim as a PDF to the scheme’s address; the claim becomes S (submitted)',
        params: Type.Object({ claimId: Id, email: Type.String({ maxLength: 320 }) }),
        response: { ...actionResponses, 502: ProblemRef, 503: ProblemRef },
      },
    },
    async (request) => {
      const { claimId, email } = request.params;
      await submitClaimByEmail(app.db, app.config, request.user, claimId, email);
      return detail(claimId, request.user.companyId);
    },
  );

  app.post(
    '/api/claim/submission/edi/:claimId',
    {
      schema: {
        operationId: 'submitClaimByEdi',
        tags: ['claims'],
        summary: 'Sends the claim as a MEDCLM message through the clearing house; A (accepted) or R (rejected)',
        params: ClaimIdParams,
        response: actionResponses,
      },
    },
    async (request) => {
      await submitClaimByEdi(app.db, house, request.user, request.params.claimId);
      return detail(request.params.claimId, request.user.companyId);
    },
  );

  app.post(
    '/api/claim/benefitcheck/edi/:claimId',
    {
      schema: {
        operationId: 'checkClaimBenefits',
        tags: ['claims'],
        summary: 'Asks the clearing house what the scheme would pay; the claim’s status does not change',
        params: ClaimIdParams,
        response: withErrors({ 200: BenefitCheckBody, ...forbidden, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request) => {
      const answer = await checkClaimBenefits(app.db, house, request.user, request.params.claimId);
      const benefits = answer.outcome === 'benefits';
      return {
        outcome: answer.outcome,
        claimed: benefits ? fromCents(answer.claimedCents) : null,
        benefit: benefits ? fromCents(answer.benefitCents) : null,
        lines: benefits
          ? answer.lines.map((l) => ({
              line: l.line,
              claimed: fromCents(l.claimedCents),
              benefit: fromCents(l.benefitCents),
            }))
          : [],
        reasons: benefits ? [] : answer.reasons,
        clearingHouse: house.name,
        claim: await detail(request.params.claimId, request.user.companyId),
      };
    },
  );

  app.post(
    '/api/claim/reversal/:claimId',
    {
      schema: {
        operationId: 'reverseClaim',
        tags: ['claims'],
        summary: 'Reverses a claim the scheme holds (S, A or P); it becomes V (reversed)',
        params: ClaimIdParams,
        response: actionResponses,
      },
    },
    async (request) => {
      await reverseClaim(app.db, house, request.user, request.params.claimId);
      return detail(request.params.claimId, request.user.companyId);
    },
  );
}

function reply404(what: string): never {
  throw notFound(what);
}
