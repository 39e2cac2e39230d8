import type { Database } from '../db/database.ts';
import type { MailSettings } from '../outbox/mailer.ts';
import { deliverRecorded, recordMessage } from '../outbox/outbox-service.ts';
import type { Caller } from '../shared/caller.ts';
import { badRequest, HttpProblem } from '../shared/problem.ts';
import type { ClaimDocument } from './claim-document.ts';
import { renderClaimPdf } from './claim-pdf.ts';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Checks the address a claim is emailed to (the scheme's claims address); 400 when it is not one. */
export function readClaimAddress(to: string): string {
  const address = to.trim();
  if (!EMAIL.test(address)) {
    throw badRequest(`"${to}" is not an email address: type the scheme’s claims address`, [
      { field: 'email', message: 'is not an email address' },
    ]);
  }
  return address;
}

/**
 * Mails the claim as a PDF through the outbox: recorded first, then sent over SMTP_URL, or kept in the outbox without
 * it. A refused or failed send is a 502 (the caller then changes nothing; the message stays failed in the outbox).
 */
export async function mailClaim(
  db: Database,
  mail: MailSettings,
  caller: Caller,
  document: ClaimDocument,
  to: string,
): Promise<{ to: string; messageId: string | null; outboxId: number; status: 'kept' | 'sent' }> {
  const { claim, company, patient } = document;
  const pdf = await renderClaimPdf(document);
  const recorded = await recordMessage(db, mail, {
    companyId: caller.companyId,
    kind: 'claim',
    entity: 'claim',
    entityId: claim.id,
    to,
    subject: `Claim ${claim.uniqueId} from ${company.name} (practice ${company.practiceNumber ?? '—'})`,
    text: [
      'Dear claims department,',
      '',
      `Please find attached claim ${claim.uniqueId} for member ${patient.medicalAidNumber ?? '—'}` +
        ` (${`${patient.firstName} ${patient.lastName}`.trim()}).`,
      '',
      company.name,
    ].join('\n'),
    attachments: [{ fileName: `${claim.uniqueId}.pdf`, contentType: 'application/pdf', content: pdf }],
    createdBy: caller.id,
  });
  const outcome = await deliverRecorded(db, mail, caller.companyId, recorded);
  // A fresh message is kept, sent or failed (sending and uncertain only answer a repeated Idempotency-Key).
  if (outcome.status !== 'kept' && outcome.status !== 'sent') {
    throw new HttpProblem(
      502,
      'Bad Gateway',
      `The claim could not be emailed to ${to}: ${outcome.error}. It is in the Outbox as failed`,
    );
  }
  return { to, messageId: outcome.smtpMessageId, outboxId: outcome.id, status: outcome.status };
}
