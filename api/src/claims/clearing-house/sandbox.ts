import { createHash } from 'node:crypto';
import { toCents } from '../../shared/money.ts';
import { parseInterchange, valueOf, type ParsedSegment } from '../edifact.ts';
import { MEDCLM_IDENTIFIER } from '../medclm.ts';
import type { BenefitAnswer, ClearingHouse, LineBenefit, ReversalAnswer, SubmitAnswer } from './clearing-house.ts';

/** Share of a medicine line (NAPPI code, no tariff code) the sandbox schemes pay: 80 %. */
export const MEDICINE_BENEFIT_PERCENT = 80;

interface ReadLine {
  line: number;
  tariff: string;
  nappi: string;
  amountCents: number;
  icd10: string[];
}

interface ReadMessage {
  documentName: string;
  claimNumber: string;
  messageFunction: string;
  originalReference: string;
  membershipNumber: string;
  lines: ReadLine[];
  totalCents: number;
}

const ICD10 = /^[A-Z]\d{2}(?:\.[A-Z0-9]{1,4})?$/;

/**
 * Reads and checks an interchange as a switch would: the envelope (UNA/UNB … UNZ), one MEDCLM
 * message whose UNT counts its segments, the parties and the lines. Throws with the reason.
 */
export function readMedclm(text: string): ReadMessage {
  const segments = parseInterchange(text);
  const unb = segments[0];
  const unz = segments[segments.length - 1];
  if (unb?.tag !== 'UNB' || unz?.tag !== 'UNZ') throw new Error('the interchange must start with UNB and end with UNZ');
  if (valueOf(unb, 4) === '' || valueOf(unb, 4) !== valueOf(unz, 1)) {
    throw new Error('UNZ does not repeat the interchange reference of UNB');
  }
  if (valueOf(unz, 0) !== '1') throw new Error('UNZ must count exactly one message');
  const message = segments.slice(1, -1);
  const unh = message[0];
  const unt = message[message.length - 1];
  if (unh?.tag !== 'UNH' || unt?.tag !== 'UNT') throw new Error('the message must start with UNH and end with UNT');
  if ((unh.elements[1] ?? []).join(':') !== MEDCLM_IDENTIFIER.join(':')) {
    throw new Error(`the message is not ${MEDCLM_IDENTIFIER.join(':')}`);
  }
  if (valueOf(unt, 0) !== String(message.length)) {
    throw new Error(`UNT counts ${valueOf(unt, 0)} segments, the message has ${message.length}`);
  }
  if (valueOf(unt, 1) !== valueOf(unh, 0)) throw new Error('UNT does not repeat the message reference of UNH');

  const find = (tag: string, qualifier?: string) =>
    message.find((s) => s.tag === tag && (qualifier === undefined || valueOf(s, 0) === qualifier));
  const bgm = find('BGM');
  if (!bgm) throw new Error('BGM is missing');
  if (!valueOf(find('NAD', 'SUP'), 1)) throw new Error('the practice (NAD+SUP) has no BHF practice number');
  const membershipNumber = valueOf(find('NAD', 'MEM'), 1);
  if (!membershipNumber) throw new Error('the member (NAD+MEM) has no membership number');

  const lines: ReadLine[] = [];
  let current: ReadLine | undefined;
  let summary = false;
  let totalCents = Number.NaN;
  for (const seg of message) {
    if (seg.tag === 'UNS') {
      summary = true;
      current = undefined;
    } else if (seg.tag === 'LIN') {
      current = { line: Number(valueOf(seg, 0)), tariff: '', nappi: '', amountCents: Number.NaN, icd10: [] };
      lines.push(current);
    } else if (summary && seg.tag === 'MOA' && valueOf(seg, 0) === '9') {
      totalCents = amountOf(seg);
    } else if (current) {
      if (seg.tag === 'PIA' && valueOf(seg, 1, 1) === 'TAR') current.tariff = valueOf(seg, 1);
      if (seg.tag === 'PIA' && valueOf(seg, 1, 1) === 'NAP') current.nappi = valueOf(seg, 1);
      if (seg.tag === 'MOA' && valueOf(seg, 0) === '203') current.amountCents = amountOf(seg);
      if (seg.tag === 'CIN' && valueOf(seg, 0) === 'ICD') current.icd10.push(valueOf(seg, 1));
    }
  }
  if (lines.length === 0) throw new Error('the claim has no lines (LIN)');
  if (valueOf(find('CNT', '2'), 0, 1) !== String(lines.length)) throw new Error('CNT does not count the lines');
  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (!Number.isFinite(totalCents) || totalCents !== sum)
    throw new Error('the total (MOA+9) is not the sum of the lines');
  return {
    documentName: valueOf(bgm, 0),
    claimNumber: valueOf(bgm, 1),
    messageFunction: valueOf(bgm, 2),
    originalReference: valueOf(find('RFF', 'ACW'), 0, 1),
    membershipNumber,
    lines,
    totalCents,
  };
}

function amountOf(seg: ParsedSegment): number {
  return toCents(valueOf(seg, 0, 1)) ?? Number.NaN;
}

/** The sandbox's rules for the claim itself; empty when the schemes would accept it. */
export function sandboxRejections(message: ReadMessage): string[] {
  const reasons: string[] = [];
  if (message.membershipNumber.endsWith('0')) {
    reasons.push(`Membership number ${message.membershipNumber} is not registered with the scheme`);
  }
  for (const line of message.lines) {
    if (!line.tariff && !line.nappi) reasons.push(`Line ${line.line} has no tariff or NAPPI code`);
    if (!(line.amountCents > 0)) reasons.push(`Line ${line.line} has no amount`);
    if (line.icd10.length === 0) reasons.push(`Line ${line.line} has no ICD-10 code`);
    for (const code of line.icd10) {
      if (!ICD10.test(code) || code.startsWith('U'))
        reasons.push(`Line ${line.line}: ICD-10 code ${code} is not valid`);
    }
  }
  return reasons;
}

/** What the sandbox schemes pay per line: tariff lines in full, medicine-only lines 80 % (half-up). */
export function sandboxBenefits(message: ReadMessage): LineBenefit[] {
  return message.lines.map((line) => ({
    line: line.line,
    claimedCents: line.amountCents,
    benefitCents:
      line.nappi && !line.tariff
        ? Math.floor((line.amountCents * MEDICINE_BENEFIT_PERCENT + 50) / 100)
        : line.amountCents,
  }));
}

/** A reference derived from the message, so the same message always gets the same one. */
function referenceOf(prefix: string, text: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 12)}`) % 10_000_000n;
  return `${prefix}-${String(digits).padStart(7, '0')}`;
}

/**
 * The built-in sandbox clearing house: no network, no real scheme. It reads the message as a switch
 * would and answers by fixed rules (docs/edi-medclm.md): a malformed message, a membership number
 * ending in 0 or an ICD-10 code that is not valid (U codes included) is rejected with the reasons;
 * otherwise the claim is accepted and the benefit is every tariff line in full and 80 % of medicine lines.
 */
export class SandboxClearingHouse implements ClearingHouse {
  readonly name = 'Sandbox clearing house';
  readonly recipient = 'FOLIOSANDBOX';

  async submit(text: string): Promise<SubmitAnswer> {
    let message: ReadMessage;
    try {
      message = readMedclm(text);
    } catch (error) {
      return { outcome: 'rejected', reference: null, reasons: [`Malformed message: ${(error as Error).message}`] };
    }
    if (message.documentName !== 'CLM' || message.messageFunction !== '9') {
      return { outcome: 'rejected', reference: null, reasons: ['The message is not an original claim (BGM+CLM…+9)'] };
    }
    const reference = referenceOf('SBX', text);
    const reasons = sandboxRejections(message);
    if (reasons.length > 0) return { outcome: 'rejected', reference, reasons };
    const lines = sandboxBenefits(message);
    return { outcome: 'accepted', reference, benefitCents: lines.reduce((s, l) => s + l.benefitCents, 0), lines };
  }

  async benefitCheck(text: string): Promise<BenefitAnswer> {
    let message: ReadMessage;
    try {
      message = readMedclm(text);
    } catch (error) {
      return { outcome: 'rejected', reasons: [`Malformed message: ${(error as Error).message}`] };
    }
    if (message.documentName !== 'BEN') return { outcome: 'rejected', reasons: ['The message is not a benefit check'] };
    const reasons = sandboxRejections(message);
    if (reasons.length > 0) return { outcome: 'rejected', reasons };
    const lines = sandboxBenefits(message);
    return {
      outcome: 'benefits',
      claimedCents: message.totalCents,
      benefitCents: lines.reduce((s, l) => s + l.benefitCents, 0),
      lines,
    };
  }

  async reverse(text: string): Promise<ReversalAnswer> {
    let message: ReadMessage;
    try {
      message = readMedclm(text);
    } catch (error) {
      return { outcome: 'rejected', reasons: [`Malformed message: ${(error as Error).message}`] };
    }
    if (message.messageFunction !== '1') return { outcome: 'rejected', reasons: ['The message is not a reversal'] };
    if (!message.originalReference) {
      return { outcome: 'rejected', reasons: ['The reversal does not name the claim it reverses (RFF+ACW)'] };
    }
    return { outcome: 'reversed', reference: referenceOf('SBXR', text) };
  }
}
