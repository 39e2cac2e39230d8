import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../shared/problem.ts';
import { SandboxClearingHouse, readMedclm } from './clearing-house/sandbox.ts';
import { parseInterchange } from './edifact.ts';
import { assertSendable, buildMedclm, missingForEdi, type MedclmOptions } from './medclm.ts';
import { sampleClaimDocument } from './medclm-fixture.ts';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/medclm', name), 'utf8').trimEnd();

const options: MedclmOptions = {
  kind: 'claim',
  interchangeRef: 'C41E2',
  preparedAt: '2026-06-01T08:30:00.000Z',
  recipient: 'FOLIOSANDBOX',
};

describe('MEDCLM message', () => {
  it('builds the interchange of the fixture: envelope, parties, lines with codes, summary', () => {
    expect(buildMedclm(sampleClaimDocument(), options)).toBe(fixture('claim.edi'));
  });

  it('builds a reversal naming the original reference, and a benefit check', () => {
    const document = sampleClaimDocument();
    const reversal = buildMedclm(document, { ...options, kind: 'reversal', originalReference: 'SBX-0012345' });
    expect(reversal).toBe(fixture('reversal.edi'));
    expect(buildMedclm(document, { ...options, kind: 'benefitCheck' })).toContain("BGM+BEN+CLM-000041+9'");
  });

  it('counts its segments in UNT and escapes the release characters', () => {
    const segments = parseInterchange(buildMedclm(sampleClaimDocument(), options));
    const unh = segments.findIndex((s) => s.tag === 'UNH');
    const unt = segments.findIndex((s) => s.tag === 'UNT');
    expect(segments[unt]!.elements[0]![0]).toBe(String(unt - unh + 1));
    // O'Neil went out as O?'Neil and comes back whole.
    expect(segments.find((s) => s.tag === 'NAD' && s.elements[0]![0] === 'PAT')!.elements[3]).toEqual([
      "O'Neil",
      'Thandi',
    ]);
  });

  it('names everything a claim lacks before it can be sent', () => {
    const document = sampleClaimDocument();
    document.company.practiceNumber = null;
    document.patient.medicalAidNumber = '  ';
    document.lines[1]!.diagnosisCodes = [null, null, null, null, null];
    document.lines[0]!.bhfCode = null;
    expect(missingForEdi(document).map((e) => e.field)).toEqual([
      'practiceNumber',
      'membershipNumber',
      'lines[0].bhfCode',
      'lines[1].diagnosisCode1',
    ]);
    expect(() => assertSendable(document)).toThrow(HttpProblem);
    try {
      assertSendable(document);
    } catch (error) {
      expect((error as HttpProblem).status).toBe(422);
      expect((error as HttpProblem).message).toContain('BHF practice number is missing');
      expect((error as HttpProblem).message).toContain('membership number is missing');
      expect((error as HttpProblem).message).toContain('line 2 (Amoxicillin 500 mg) has no ICD-10 diagnosis code');
    }
    expect(missingForEdi({ ...sampleClaimDocument(), lines: [] })).toEqual([
      { field: 'lines', message: 'the invoice has no lines to claim' },
    ]);
  });
});

describe('sandbox clearing house', () => {
  const house = new SandboxClearingHouse();

  it('accepts a complete claim: tariff lines in full, medicine lines at 80 %', async () => {
    const answer = await house.submit(fixture('claim.edi'));
    expect(answer).toMatchObject({
      outcome: 'accepted',
      benefitCents: 164_000 + 14_360,
      lines: [
        { line: 1, claimedCents: 164_000, benefitCents: 164_000 },
        { line: 2, claimedCents: 17_950, benefitCents: 14_360 },
      ],
    });
    expect(answer.reference).toMatch(/^SBX-\d{7}$/);
    // Deterministic: the same message gets the same answer.
    expect(await house.submit(fixture('claim.edi'))).toEqual(answer);
  });

  it('rejects a membership number ending in 0 and an ICD-10 code that is not valid, with reasons', async () => {
    const document = sampleClaimDocument();
    document.patient.medicalAidNumber = '123456780';
    document.lines[0]!.diagnosisCodes = ['U99.9', null, null, null, null];
    const answer = await house.submit(buildMedclm(document, options));
    expect(answer).toMatchObject({
      outcome: 'rejected',
      reasons: [
        'Membership number 123456780 is not registered with the scheme',
        'Line 1: ICD-10 code U99.9 is not valid',
      ],
    });
  });

  it('rejects a malformed message: a wrong UNT count, a total that does not add up, no envelope', async () => {
    const good = fixture('claim.edi');
    expect(await house.submit(good.replace("UNT+30+1'", "UNT+29+1'"))).toMatchObject({
      outcome: 'rejected',
      reasons: ['Malformed message: UNT counts 29 segments, the message has 30'],
    });
    expect(await house.submit(good.replace("MOA+9:1819.50'", "MOA+9:1819.51'"))).toMatchObject({
      outcome: 'rejected',
      reasons: ['Malformed message: the total (MOA+9) is not the sum of the lines'],
    });
    expect((await house.submit('hello')).outcome).toBe('rejected');
  });

  it('answers benefit amounts for a benefit check and reverses a reversal that names its claim', async () => {
    const document = sampleClaimDocument();
    expect(await house.benefitCheck(buildMedclm(document, { ...options, kind: 'benefitCheck' }))).toMatchObject({
      outcome: 'benefits',
      claimedCents: 181_950,
      benefitCents: 178_360,
    });
    expect(await house.reverse(fixture('reversal.edi'))).toMatchObject({ outcome: 'reversed' });
    expect(await house.reverse(buildMedclm(document, { ...options, kind: 'reversal' }))).toMatchObject({
      outcome: 'rejected',
      reasons: ['The reversal does not name the claim it reverses (RFF+ACW)'],
    });
    // A claim message is not a reversal, and a benefit check is not a claim.
    expect((await house.reverse(fixture('claim.edi'))).outcome).toBe('rejected');
    expect(readMedclm(fixture('claim.edi')).lines).toHaveLength(2);
  });
});
