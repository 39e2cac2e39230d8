import { formatInstant } from '../shared/time.ts';
import { formatCents } from '../shared/money.ts';
import type { FieldError } from '../shared/problem.ts';
import { unprocessable } from '../shared/problem.ts';
import type { ClaimDocument } from './claim-document.ts';
import { segment, UNA } from './edifact.ts';

/**
 * The PHISC MEDCLM message (UN/EDIFACT, message type MEDCLM version 0 release 912, controlling
 * agency ZA) as far as public descriptions give it; docs/edi-medclm.md says what follows the public
 * structure and what is assumed. One message carries one claim.
 */
export const MEDCLM_IDENTIFIER = ['MEDCLM', '0', '912', 'ZA'] as const;

export type MedclmKind = 'claim' | 'benefitCheck' | 'reversal';

export interface MedclmOptions {
  kind: MedclmKind;
  /** Interchange control reference (UNB 0020 / UNZ 0020), unique per interchange sent. */
  interchangeRef: string;
  /** When the interchange is prepared (ISO instant). */
  preparedAt: string;
  /** The switch's identification as interchange recipient. */
  recipient: string;
  /** Reversal: the clearing house's reference of the claim being reversed. */
  originalReference?: string | null;
}

/** The dependant code of the main member when the client has none on file. */
export const MAIN_MEMBER_DEPENDANT_CODE = '00';

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

function lineName(index: number, description: string): string {
  return `line ${index + 1}${description ? ` (${description})` : ''}`;
}

/**
 * What a claim lacks before it can go out by EDI; empty when it is complete. Each entry names the
 * missing item, so the 422 tells the user what to fix.
 */
export function missingForEdi(doc: ClaimDocument): FieldError[] {
  const errors: FieldError[] = [];
  if (!present(doc.company.practiceNumber)) {
    errors.push({ field: 'practiceNumber', message: 'the practice’s BHF practice number is missing' });
  }
  if (!present(doc.patient.medicalAidName)) {
    errors.push({ field: 'medicalAidName', message: 'the patient’s medical aid scheme is missing' });
  }
  if (!present(doc.patient.medicalAidNumber)) {
    errors.push({ field: 'membershipNumber', message: 'the patient’s membership number is missing' });
  }
  if (doc.lines.length === 0) {
    errors.push({ field: 'lines', message: 'the invoice has no lines to claim' });
  }
  doc.lines.forEach((line, i) => {
    const name = lineName(i, line.description);
    if (!present(line.bhfCode) && !present(line.nappiCode)) {
      errors.push({ field: `lines[${i}].bhfCode`, message: `${name} has no tariff code (BHF) or NAPPI code` });
    }
    if (line.amountCents <= 0) {
      errors.push({ field: `lines[${i}].amount`, message: `${name} has no amount to claim` });
    }
    if (!line.diagnosisCodes.some(present)) {
      errors.push({ field: `lines[${i}].diagnosisCode1`, message: `${name} has no ICD-10 diagnosis code` });
    }
  });
  return errors;
}

/** Throws the 422 that names everything missing; returns when the claim can be sent. */
export function assertSendable(doc: ClaimDocument): void {
  const errors = missingForEdi(doc);
  if (errors.length > 0) {
    throw unprocessable(
      `Claim ${doc.claim.uniqueId} cannot be sent: ${errors.map((e) => e.message).join('; ')}`,
      errors,
    );
  }
}

/** A scheme's name as an identifier: upper-case letters and digits ("Discovery Health" → DISCOVERYHEALTH). */
export function schemeCode(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 35);
}

/** Builds the interchange (UNA … UNZ) with one MEDCLM message. Call assertSendable first. */
export function buildMedclm(doc: ClaimDocument, options: MedclmOptions): string {
  const { claim, company, invoice, patient, lines } = doc;
  const zone = company.timeZone;
  const prepared = formatInstant(options.preparedAt, zone, 'YYMMDD HHmm').split(' ');
  const serviceDate = formatInstant(invoice.invoiced, zone, 'YYYYMMDD');
  const practice = company.practiceNumber?.trim() ?? '';
  const messageRef = '1';

  const body: string[] = [];
  const documentName = options.kind === 'benefitCheck' ? 'BEN' : 'CLM';
  // 9 original, 1 cancellation (UN/EDIFACT 1225 message function codes).
  const messageFunction = options.kind === 'reversal' ? '1' : '9';
  body.push(segment('UNH', messageRef, [...MEDCLM_IDENTIFIER]));
  body.push(segment('BGM', documentName, claim.uniqueId, messageFunction));
  body.push(segment('DTM', ['137', formatInstant(options.preparedAt, zone, 'YYYYMMDDHHmm'), '203']));
  if (options.kind === 'reversal') body.push(segment('RFF', ['ACW', options.originalReference ?? '']));
  // The practice (supplier), by its BHF practice number.
  body.push(segment('NAD', 'SUP', [practice, '', 'BHF'], '', [company.name]));
  body.push(segment('RFF', ['IV', invoice.uniqueId]));
  // The medical aid scheme, the member, and the patient (a dependant of the member).
  const scheme = patient.medicalAidName?.trim() ?? '';
  body.push(segment('NAD', 'MED', [schemeCode(scheme), '', 'ZZZ'], '', [scheme, patient.medicalAidPlan ?? '']));
  body.push(segment('NAD', 'MEM', [patient.medicalAidNumber?.trim() ?? '', '', 'MEM']));
  const dependant = patient.dependantCode?.trim() || MAIN_MEMBER_DEPENDANT_CODE;
  body.push(segment('NAD', 'PAT', [dependant, '', 'DEP'], '', [patient.lastName, patient.firstName]));
  if (patient.dateOfBirth) body.push(segment('DTM', ['329', patient.dateOfBirth.replaceAll('-', ''), '102']));
  if (patient.idNumber) body.push(segment('RFF', ['ZID', patient.idNumber]));
  // One group per line: tariff (BHF) and NAPPI codes, modifier, date, quantity, amount, ICD-10 codes.
  let totalCents = 0;
  lines.forEach((line, i) => {
    totalCents += line.amountCents;
    body.push(segment('LIN', String(i + 1)));
    if (line.bhfCode) body.push(segment('PIA', '5', [line.bhfCode, 'TAR']));
    if (line.nappiCode) body.push(segment('PIA', '5', [line.nappiCode, 'NAP']));
    if (line.modifier) body.push(segment('PIA', '1', [line.modifier, 'MOD']));
    if (line.description) body.push(segment('IMD', 'F', '', ['', '', '', line.description.slice(0, 70)]));
    body.push(segment('DTM', ['194', serviceDate, '102']));
    body.push(segment('QTY', ['47', line.quantity]));
    body.push(segment('MOA', ['203', formatCents(line.amountCents)]));
    for (const code of line.diagnosisCodes) if (code) body.push(segment('CIN', 'ICD', [code, 'ICD10']));
  });
  body.push(segment('UNS', 'S'));
  body.push(segment('MOA', ['9', formatCents(totalCents)]));
  body.push(segment('CNT', ['2', String(lines.length)]));
  body.push(segment('UNT', String(body.length + 1), messageRef));

  return [
    UNA,
    segment(
      'UNB',
      ['UNOA', '2'],
      [practice, 'ZZ'],
      [options.recipient, 'ZZ'],
      [prepared[0]!, prepared[1]!],
      options.interchangeRef,
    ),
    ...body,
    segment('UNZ', '1', options.interchangeRef),
  ].join('\n');
}
