import { startPdf } from '../documents/pdf-layout.ts';
import { currencySymbol } from '../companies/currency.ts';
import { groupedAmount } from '../shared/money.ts';
import { formatInstant } from '../shared/time.ts';
import type { ClaimDocument } from './claim-document.ts';
import { MAIN_MEMBER_DEPENDANT_CODE } from './medclm.ts';

const LEFT = 50;
const RIGHT = 545;

/** The claim as a PDF document for a scheme that takes claims by email (A4, standard fonts). */
export function renderClaimPdf({ claim, company, invoice, patient, lines }: ClaimDocument): Promise<Buffer> {
  const zone = company.timeZone;
  const money = (cents: number) => `${currencySymbol(company.region)} ${groupedAmount(cents)}`;
  const { doc, done } = startPdf(`Claim ${claim.uniqueId}`, company.name);

  doc.font('Helvetica-Bold').fontSize(18).text('MEDICAL AID CLAIM', LEFT, 50);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Claim number: ${claim.uniqueId}`);
  doc.text(`Invoice number: ${invoice.uniqueId}`);
  doc.text(`Date of service: ${formatInstant(invoice.invoiced, zone, 'YYYY-MM-DD')}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Practice');
  doc.font('Helvetica').fontSize(9);
  doc.text(company.name);
  doc.text(`BHF practice number: ${company.practiceNumber ?? '—'}`);
  if (company.address) doc.text(company.address);
  if (invoice.practitionerName) doc.text(`Practitioner: ${invoice.practitionerName}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Member and patient');
  doc.font('Helvetica').fontSize(9);
  doc.text(
    `Medical aid: ${patient.medicalAidName ?? '—'}${patient.medicalAidPlan ? ` (${patient.medicalAidPlan})` : ''}`,
  );
  doc.text(`Membership number: ${patient.medicalAidNumber ?? '—'}`);
  doc.text(`Dependant code: ${patient.dependantCode ?? MAIN_MEMBER_DEPENDANT_CODE}`);
  doc.text(`Patient: ${`${patient.firstName} ${patient.lastName}`.trim()}`);
  if (patient.idNumber) doc.text(`ID number: ${patient.idNumber}`);
  if (patient.dateOfBirth) doc.text(`Date of birth: ${patient.dateOfBirth}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Lines');
  doc.font('Helvetica').fontSize(9);
  lines.forEach((line, i) => {
    if (doc.y > 740) doc.addPage();
    const codes = [
      line.bhfCode ? `Tariff (BHF): ${line.bhfCode}` : '',
      line.nappiCode ? `NAPPI: ${line.nappiCode}` : '',
      line.modifier ? `Modifier: ${line.modifier}` : '',
      `ICD-10: ${line.diagnosisCodes.filter(Boolean).join(', ') || '—'}`,
    ].filter(Boolean);
    doc.font('Helvetica-Bold').text(`${i + 1}. ${line.description}`, LEFT, doc.y, { width: RIGHT - LEFT });
    doc.font('Helvetica').text(`${codes.join('   ')}   Qty ${line.quantity}   Amount ${money(line.amountCents)}`, {
      width: RIGHT - LEFT,
    });
  });
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .text(`Total claimed: ${money(claim.amountCents)}`, { width: RIGHT - LEFT, align: 'right' });
  doc.end();
  return done;
}
