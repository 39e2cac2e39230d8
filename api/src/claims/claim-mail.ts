import nodemailer from 'nodemailer';
import type { MailSettings } from '../invoices/invoice-mail.ts';
import { badRequest, HttpProblem } from '../shared/problem.ts';
import type { ClaimDocument } from './claim-document.ts';
import { renderClaimPdf } from './claim-pdf.ts';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const TIMEOUT_MS = 15_000;

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
 * Sends the claim as a PDF over SMTP_URL. No SMTP configured is a 503; a refused or failed send is a
 * 502 (the caller then changes nothing).
 */
export async function mailClaim(
  mail: MailSettings,
  document: ClaimDocument,
  to: string,
): Promise<{ to: string; messageId: string | null }> {
  if (!mail.smtpUrl) {
    throw new HttpProblem(
      503,
      'Service Unavailable',
      'Email is not set up on this server (SMTP_URL is not configured)',
    );
  }
  const { claim, company, patient } = document;
  const pdf = await renderClaimPdf(document);
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: mail.mailFrom,
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
      attachments: [{ filename: `${claim.uniqueId}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    return { to, messageId: typeof info.messageId === 'string' ? info.messageId : null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpProblem(502, 'Bad Gateway', `The claim could not be emailed to ${to}: ${reason}`);
  } finally {
    transport.close();
  }
}
