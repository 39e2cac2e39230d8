import { recordAudit } from '../audit/audit-log.ts';
import { currencySymbol } from '../companies/currency.ts';
import type { Database, Queryable } from '../db/database.ts';
import { groupedAmount } from '../shared/money.ts';
import type { MailSettings } from '../invoices/invoice-mail.ts';
import { refuseInvoiceAction } from '../invoices/invoice-actions.ts';
import { lockInvoice } from '../invoices/invoice-guards.ts';
import { invoicesRepository } from '../invoices/invoices-repository.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../shared/problem.ts';
import { loadClaimDocument, type ClaimDocument } from './claim-document.ts';
import { mailClaim, readClaimAddress } from './claim-mail.ts';
import {
  CLAIM_RULES,
  CLAIM_STATUS_LABELS,
  SUBMISSION_METHODS,
  type ClaimStatus,
  type SubmissionMethod,
} from './claim-status.ts';
import { claimsRepository } from './claims-repository.ts';
import type { BenefitAnswer, ClearingHouse } from './clearing-house/clearing-house.ts';
import { assertSendable, buildMedclm, type MedclmKind } from './medclm.ts';

export const NOT_HEALTH_MESSAGE = 'Claims are only available to health practices';

/** Spec §6: claims are for companies of type H only; any other company gets a 403. */
export async function requireHealthPractice(db: Queryable, companyId: number): Promise<void> {
  const { rows } = await db.query<{ type: string }>('select type from companies where id = $1', [companyId]);
  if (rows[0]?.type !== 'H') throw forbidden(NOT_HEALTH_MESSAGE);
}

export function readSubmissionMethod(value: string): SubmissionMethod {
  const method = value.trim().toUpperCase();
  if (!(SUBMISSION_METHODS as readonly string[]).includes(method)) {
    throw badRequest(`"${value}" is not a submission method: use E (Email) or D (Electronic Data Interchange)`, [
      { field: 'method', message: 'must be E or D' },
    ]);
  }
  return method as SubmissionMethod;
}

async function lockClaim(tx: Queryable, id: number, companyId: number) {
  const claim = await claimsRepository(tx).lock(id, companyId);
  if (!claim) throw notFound('Claim');
  return claim;
}

function refuseUnless(status: ClaimStatus, allowed: readonly ClaimStatus[], uniqueId: string, action: string) {
  if (!allowed.includes(status)) {
    const allowedText = allowed.map((s) => `${s} (${CLAIM_STATUS_LABELS[s]})`).join(', ');
    throw conflict(
      `Claim ${uniqueId} is ${status} (${CLAIM_STATUS_LABELS[status]}): it can be ${action} only when it is ${allowedText}`,
    );
  }
}

/** POST /api/claim/{invoiceId}/{companyId}/{method}: a new claim (N) for an unpaid invoice. */
export async function createClaim(db: Database, caller: Caller, invoiceId: number, method: SubmissionMethod) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId, caller.companyId);
    const row = await invoicesRepository(tx).find(invoice.id, caller.companyId);
    if (!row) throw notFound('Invoice');
    // The rule that tells a list row whether it offers Create Claim (invoice-actions.ts), on the locked invoice.
    const claims = claimsRepository(tx);
    refuseInvoiceAction('createClaim', { ...row, openClaimNumbers: await claims.openOnInvoice(invoice.id) });
    const uniqueId = await claims.nextNumber(caller.companyId);
    const id = await claims.insert({
      companyId: caller.companyId,
      invoiceId: invoice.id,
      practitionerId: row.practitionerId ?? caller.id,
      uniqueId,
      submissionMethod: method,
      amountCents: invoice.amountCents,
    });
    await claims.addEvent(id, {
      status: 'N',
      action: 'create',
      message: `Claim created from invoice ${invoice.uniqueId}`,
      detail: { submissionMethod: method },
      userId: caller.id,
    });
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'claim',
      entityId: id,
      after: { uniqueId, invoiceId: invoice.id, submissionMethod: method, amountCents: invoice.amountCents },
    });
    return id;
  });
}

export interface ClaimChanges {
  submissionMethod?: string | null;
  notes?: string | null;
}

/** PUT /api/claim/{id}: the submission method and notes of a claim not yet with the scheme (N or R). */
export async function updateClaim(db: Database, caller: Caller, id: number, changes: ClaimChanges): Promise<void> {
  const method = changes.submissionMethod ? readSubmissionMethod(changes.submissionMethod) : undefined;
  await db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const claims = claimsRepository(tx);
    const before = (await claims.find(id, caller.companyId))!;
    refuseUnless(before.status, CLAIM_RULES.editable, before.uniqueId, 'changed');
    const after = { submissionMethod: method ?? before.submissionMethod, notes: changes.notes?.trim() ?? before.notes };
    await claims.update(id, after);
    await claims.addEvent(id, {
      status: before.status,
      action: 'update',
      message: 'Claim updated',
      detail: after,
      userId: caller.id,
    });
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'update',
      entity: 'claim',
      entityId: id,
      before: { submissionMethod: before.submissionMethod, notes: before.notes },
      after,
    });
  });
}

/** DELETE /api/claim/{id}: only a claim the scheme does not hold (N, R or V); the invoice's count goes down. */
export async function deleteClaim(db: Database, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const claims = claimsRepository(tx);
    const before = (await claims.find(id, caller.companyId))!;
    refuseUnless(before.status, CLAIM_RULES.deletable, before.uniqueId, 'deleted');
    await claims.delete(id);
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'delete',
      entity: 'claim',
      entityId: id,
      before,
    });
  });
}

/** Reads the claim for sending: it must be in `allowed` and complete (422 naming what is missing). */
async function sendableDocument(
  db: Queryable,
  caller: Caller,
  id: number,
  allowed: readonly ClaimStatus[],
  action: string,
): Promise<ClaimDocument> {
  const document = await loadClaimDocument(db, caller.companyId, id);
  refuseUnless(document.claim.status, allowed, document.claim.uniqueId, action);
  assertSendable(document);
  return document;
}

function money(document: ClaimDocument, cents: number): string {
  return `${currencySymbol(document.company.region)} ${groupedAmount(cents)}`;
}

/** POST /api/claim/submission/email/{claimId}/{email}: the claim PDF to the scheme's address; status S. */
export async function submitClaimByEmail(db: Database, mail: MailSettings, caller: Caller, id: number, to: string) {
  const address = readClaimAddress(to);
  const document = await sendableDocument(db, caller, id, CLAIM_RULES.editable, 'submitted');
  const sent = await mailClaim(db, mail, caller, document, address);
  await db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const claims = claimsRepository(tx);
    const amountCents = document.lines.reduce((sum, l) => sum + l.amountCents, 0);
    await claims.update(id, { status: 'S', submissionMethod: 'E', amountCents, clearingReference: null });
    await claims.addEvent(id, {
      status: 'S',
      action: 'submit',
      message: sent.status === 'kept' ? `Kept in the Outbox for ${sent.to}` : `Emailed to ${sent.to}`,
      detail: sent,
      userId: caller.id,
    });
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'email',
      entity: 'claim',
      entityId: id,
      before: { status: document.claim.status },
      after: { status: 'S', to: sent.to, messageId: sent.messageId, outboxId: sent.outboxId, mail: sent.status },
    });
  });
}

async function interchangeRef(tx: Queryable, claimId: number): Promise<string> {
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from claim_events where claim_id = $1', [
    claimId,
  ]);
  return `C${claimId}E${(rows[0]?.n ?? 0) + 1}`;
}

async function message(tx: Queryable, house: ClearingHouse, document: ClaimDocument, kind: MedclmKind) {
  return buildMedclm(document, {
    kind,
    interchangeRef: await interchangeRef(tx, document.claim.id),
    preparedAt: new Date().toISOString(),
    recipient: house.recipient,
    originalReference: document.claim.clearingReference,
  });
}

/**
 * POST /api/claim/submission/edi/{claimId}: the MEDCLM message through the clearing house, with the
 * claim row locked (no double submission); the answer (accepted with the benefit, or rejected with
 * the reasons) is stored with the submission, in one transaction.
 */
export async function submitClaimByEdi(db: Database, house: ClearingHouse, caller: Caller, id: number) {
  await db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const document = await sendableDocument(tx, caller, id, CLAIM_RULES.editable, 'submitted');
    const text = await message(tx, house, document, 'claim');
    const answer = await house.submit(text);
    const claims = claimsRepository(tx);
    const amountCents = document.lines.reduce((sum, l) => sum + l.amountCents, 0);
    const scheme = document.patient.medicalAidName ?? 'the scheme';
    await claims.addEvent(id, {
      status: 'S',
      action: 'submit',
      message: `Submitted to ${scheme} through the ${house.name}`,
      detail: { clearingHouse: house.name, message: text },
      userId: caller.id,
    });
    if (answer.outcome === 'accepted') {
      await claims.update(id, {
        status: 'A',
        submissionMethod: 'D',
        amountCents,
        benefitCents: answer.benefitCents,
        clearingReference: answer.reference,
        notes: '',
      });
      await claims.addEvent(id, {
        status: 'A',
        action: 'accept',
        message: `Accepted (${answer.reference}): benefit ${money(document, answer.benefitCents)}`,
        detail: answer,
        userId: null,
      });
    } else {
      await claims.update(id, {
        status: 'R',
        submissionMethod: 'D',
        amountCents,
        benefitCents: 0,
        clearingReference: answer.reference,
        notes: answer.reasons.join('; '),
      });
      await claims.addEvent(id, {
        status: 'R',
        action: 'reject',
        message: `Rejected: ${answer.reasons.join('; ')}`,
        detail: answer,
        userId: null,
      });
    }
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'submit',
      entity: 'claim',
      entityId: id,
      before: { status: document.claim.status },
      after: { status: answer.outcome === 'accepted' ? 'A' : 'R', clearingHouse: house.name, answer },
    });
  });
}

/** POST /api/claim/benefitcheck/edi/{claimId}: what the scheme would pay; the claim's status stays. */
export async function checkClaimBenefits(
  db: Database,
  house: ClearingHouse,
  caller: Caller,
  id: number,
): Promise<BenefitAnswer> {
  return db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const document = await sendableDocument(tx, caller, id, CLAIM_RULES.checkable, 'checked');
    const answer = await house.benefitCheck(await message(tx, house, document, 'benefitCheck'));
    const status = document.claim.status;
    await claimsRepository(tx).addEvent(id, {
      status,
      action: 'benefitcheck',
      message:
        answer.outcome === 'benefits'
          ? `Benefit check: ${money(document, answer.benefitCents)} of ${money(document, answer.claimedCents)}`
          : `Benefit check refused: ${answer.reasons.join('; ')}`,
      detail: { clearingHouse: house.name, ...answer },
      userId: caller.id,
    });
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'submit',
      entity: 'claim',
      entityId: id,
      after: { benefitCheck: answer, clearingHouse: house.name },
    });
    return answer;
  });
}

/**
 * POST /api/claim/reversal/{claimId}: a claim the scheme holds (S, A, P) becomes V. A claim sent by
 * EDI is reversed by its own MEDCLM message (function 1, naming the original reference); one sent by
 * email is marked reversed (the scheme is told outside Folio). A refused reversal is recorded in the
 * history and answered 422; the claim keeps its status.
 */
export async function reverseClaim(db: Database, house: ClearingHouse, caller: Caller, id: number): Promise<void> {
  const refused = await db.transaction(async (tx) => {
    await lockClaim(tx, id, caller.companyId);
    const document = await loadClaimDocument(tx, caller.companyId, id);
    const { claim } = document;
    refuseUnless(claim.status, CLAIM_RULES.reversible, claim.uniqueId, 'reversed');
    const claims = claimsRepository(tx);
    let detail: Record<string, unknown>;
    let text: string;
    if (claim.submissionMethod === 'D' && claim.clearingReference) {
      assertSendable(document);
      const answer = await house.reverse(await message(tx, house, document, 'reversal'));
      if (answer.outcome === 'rejected') {
        await claims.addEvent(id, {
          status: claim.status,
          action: 'reverse',
          message: `Reversal refused: ${answer.reasons.join('; ')}`,
          detail: { clearingHouse: house.name, ...answer },
          userId: caller.id,
        });
        return answer.reasons;
      }
      detail = { clearingHouse: house.name, ...answer, original: claim.clearingReference };
      text = `Reversed through the ${house.name} (${answer.reference})`;
    } else {
      detail = { method: claim.submissionMethod };
      text = 'Marked reversed (the claim was emailed: tell the scheme)';
    }
    await claims.update(id, { status: 'V' });
    await claims.addEvent(id, { status: 'V', action: 'reverse', message: text, detail, userId: caller.id });
    await recordAudit(tx, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'reverse',
      entity: 'claim',
      entityId: id,
      before: { status: claim.status },
      after: { status: 'V', ...detail },
    });
    return null;
  });
  if (refused) throw unprocessable(`The reversal was refused: ${refused.join('; ')}`);
}
