import { describe, expect, it } from 'vitest';
import { statementFixtures, expectedStatement } from '../../../test/statement-fixtures.ts';
import { parseMt940 } from './parse-mt940.ts';

const limits = { maxRows: 1000, earliest: '1990-01-01', latest: '2030-12-31' };
const fixtures = statementFixtures('mt940');
const fixtureBytes = (name: string) => fixtures.find((f) => f.name === name)!.bytes;

describe('MT940 fixtures, as banks export them', () => {
  it('has the fixtures the reader is tested on', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(5);
  });

  it.each(fixtures)('$name: every row and the facts', ({ bytes, expected }) => {
    const parsed = parseMt940(bytes, limits);
    const truth = expectedStatement(expected);
    expect(parsed.rows).toEqual(truth.rows);
    expect(parsed.facts).toEqual(truth.facts);
    expect(parsed.reading.signConvention).toBe('format');
  });

  it('reads single-byte exports in their code page', () => {
    const read = (name: string) => parseMt940(fixtureBytes(name), limits).reading.encoding;
    expect(read('sparkasse-windows-1252.sta')).toMatch(/^(windows-1252|iso-8859-1)$/);
    expect(read('polish-bank-windows-1250.sta')).toBe('windows-1250');
  });

  it('says how many messages it read and which lines are dated by their value date', () => {
    const read = (name: string) => parseMt940(fixtureBytes(name), limits).reading.notes;
    expect(read('ing-nl-year-end.sta')).toEqual(['SWIFT MT940, 2 messages']);
    expect(read('rabobank-structured.sta')).toEqual([
      'SWIFT MT940, 1 message',
      '3 of the statement lines have no entry date: dated by their value date',
    ]);
  });
});

/** A message with one field per line, from line 1: :20: 1, :25: 2, :28C: 3, :60F: 4, then `body` from line 5. */
function message(body: string[], { account = 'DE02120300000000202051', opening = 'C260301EUR100,00' } = {}) {
  return [':20:STARTUMS', `:25:${account}`, ':28C:00001/001', `:60F:${opening}`, ...body];
}

const mt940 = (...lines: string[]) => Buffer.from(lines.join('\r\n'));

const refusal = (bytes: Uint8Array, overrides: Partial<typeof limits> = {}) => {
  try {
    parseMt940(bytes, { ...limits, ...overrides });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('MT940 statement lines', () => {
  it('signs C and RD as money in, D and RC as money out, with or without a funds code', () => {
    const parsed = parseMt940(
      mt940(
        ...message([
          ':61:2603020302C10,00NTRFNONREF',
          ':86:credit',
          ':61:2603020302DR1,5NTRFNONREF',
          ':86:debit in euros',
          ':61:2603020302RC2,NTRFNONREF',
          ':86:reversed credit',
          ':61:2603020302RDR0,25NTRFNONREF',
          ':86:reversed debit',
          ':62F:C260302EUR106,75',
        ]),
      ),
      limits,
    );
    expect(parsed.rows.map((r) => [r.amountCents, r.description])).toEqual([
      [1000, 'credit'],
      [-150, 'debit in euros'],
      [-200, 'reversed credit'],
      [25, 'reversed debit'],
    ]);
  });

  it('dates a line by its entry date, in the year nearest its value date, else by the value date', () => {
    const parsed = parseMt940(
      mt940(
        ...message(
          [
            ':61:2512310102C1,00NTRFNONREF',
            ':86:value 31 Dec, booked 2 Jan',
            ':61:2601011231C1,00NTRFNONREF',
            ':86:value 1 Jan, booked 31 Dec',
            ':61:260103C1,00NTRFNONREF',
            ':86:no entry date',
            ':62F:C260103EUR103,00',
          ],
          { opening: 'C251230EUR100,00' },
        ),
      ),
      limits,
    );
    expect(parsed.rows.map((r) => r.processed)).toEqual(['2026-01-02', '2025-12-31', '2026-01-03']);
  });

  it('describes a line without :86: by its own details and keeps the bank reference', () => {
    const parsed = parseMt940(
      mt940(...message([':61:2603020302D5,00NCHGFEE-03//BANK-77', 'Monthly account fee', ':62F:C260302EUR95,00'])),
      limits,
    );
    expect(parsed.rows[0]).toMatchObject({
      description: 'Monthly account fee - FEE-03 - BANK-77',
      reference: 'BANK-77',
    });
  });

  it('reads a second :86: of the same line too', () => {
    const parsed = parseMt940(
      mt940(
        ...message([
          ':61:2603020302C1,00NTRFNONREF',
          ':86:166?00GUTSCHRIFT?20SVWZ+one',
          ':86:166?00GUTSCHRIFT?20SVWZ+two',
          ':62F:C260302EUR101,00',
          ':86:/SUM/ about the statement',
        ]),
      ),
      limits,
    );
    expect(parsed.rows[0]!.description).toBe('one - GUTSCHRIFT - two');
  });

  it('leaves out lines of zero amount, which move no money', () => {
    const parsed = parseMt940(
      mt940(...message([':61:2603020302C0,00NMSCNONREF', ':86:notice', ':62F:C260302EUR100,00'])),
      limits,
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.reading.notes).toContain('1 statement line of zero amount left out');
  });
});

describe('MT940 files', () => {
  it('reads SWIFT block wrappers, blank lines, LF and messages without :20: or "-"', () => {
    const text = [
      '{1:F01TESTDEFFAXXX0000000000}{2:O9401200260302TESTDEFFAXXX00000000002603021200N}{4:',
      ':25:DE02120300000000202051',
      ':60F:C260301EUR100,00',
      '',
      ':61:2603020302C10,00NTRFNONREF',
      ':86:first day',
      ':62F:C260302EUR110,00',
      ':25:DE02120300000000202051',
      ':60F:C260302EUR110,00',
      ':61:2603030303D30,00NTRFNONREF',
      ':86:second day',
      ':62F:C260303EUR80,00',
      '-}{5:{CHK:0123456789AB}}{1:F01TESTDEFFAXXX0000000000}{2:O9401200260303TESTDEFFAXXX00000000002603031200N}{4:',
      ':25:DE02120300000000202051',
      ':60F:C260303EUR80,00',
      ':62F:C260303EUR80,00',
      '-}',
    ].join('\n');
    const parsed = parseMt940(Buffer.from(text), limits);
    expect(parsed.rows.map((r) => [r.line, r.processed, r.amountCents, r.description])).toEqual([
      [5, '2026-03-02', 1000, 'first day'],
      [10, '2026-03-03', -3000, 'second day'],
    ]);
    expect(parsed.facts).toMatchObject({ openingBalanceCents: 10000, closingBalanceCents: 8000 });
  });

  it('reads statements framed by SOH and ETX control characters (mBank)', () => {
    const lines = message([':61:2603020302C1,00NTRFNONREF', ':86:framed', ':62F:C260302EUR101,00']);
    const framed = mt940(`\u0001${lines[0]}`, ...lines.slice(1, -1), `${lines.at(-1)}\u0003`);
    expect(parseMt940(framed, limits).rows.map((r) => r.description)).toEqual(['framed']);
  });

  it('joins a free-text :86: directly where a line was full and with a space where it was not', () => {
    const full = `:86:${'x'.repeat(57)}Amster`;
    const parsed = parseMt940(
      mt940(...message([':61:2603020302C1,00NTRFNONREF', full, 'dam card', 'payment', ':62F:C260302EUR101,00'])),
      limits,
    );
    expect(parsed.rows[0]!.description).toBe(`${'x'.repeat(57)}Amsterdam card payment`);
  });

  it('reads the Dutch /NAME/ and /REMI/ structure and the German ?20 one with its SEPA tags', () => {
    const parsed = parseMt940(
      mt940(
        ...message([
          ':61:2603020302C1,00NTRFNONREF',
          ':86:/TRTP/SEPA OVERBOEKING/IBAN/NL91ABNA0417164300/NAME/J. Jansen/REMI/Factuur 9/EREF/NOTPROVIDED',
          ':61:2603020302C1,00NTRFNONREF',
          ':86:166?00GUTSCHRIFT?20EREF+A-1?21SVWZ+Rechnung 5?32Firma A?33G',
          ':62F:C260302EUR102,00',
        ]),
      ),
      limits,
    );
    expect(parsed.rows.map((r) => r.description)).toEqual([
      'Factuur 9 - J. Jansen - SEPA OVERBOEKING',
      'Rechnung 5 - Firma A G - GUTSCHRIFT',
    ]);
  });
});

describe('MT940 refusals name the line and the reason', () => {
  it.each([
    [
      'an amount with two commas',
      ':61:2603020302D12,3,4NTRFNONREF',
      'Line 5 (:61:): the amount "12,3,4" is not a number with a decimal comma',
    ],
    [
      'a decimal point',
      ':61:2603020302D12.34NTRFNONREF',
      'Line 5 (:61:): the amount "12.34" is not a number with a decimal comma',
    ],
    [
      'three decimals',
      ':61:2603020302D12,345NTRFNONREF',
      'Line 5 (:61:): the amount "12,345" has more than two decimals',
    ],
    ['no value date', ':61:D12,34NTRFNONREF', 'Line 5 (:61:): the line has no value date (YYMMDD) at its start'],
    [
      'an impossible value date',
      ':61:260230D12,34NTRFNONREF',
      'Line 5 (:61:): the value date "260230" is not a date (YYMMDD)',
    ],
    [
      'an impossible entry date',
      ':61:2603021302D12,34NTRFNONREF',
      'Line 5 (:61:): the entry date "1302" is not a date (MMDD)',
    ],
    [
      'a wrong mark',
      ':61:2603020302X12,34NTRFNONREF',
      'Line 5 (:61:): the debit/credit mark "X1" is not C, D, RC or RD',
    ],
    ['no amount', ':61:2603020302DNTRFNONREF', 'Line 5 (:61:): there is no amount after the debit/credit mark D'],
    [
      'no transaction type',
      ':61:2603020302D12,34//BANK-1',
      'Line 5 (:61:): the transaction type (N, F or S and three characters, e.g. NTRF) is missing after the amount',
    ],
  ])('%s', (_what, line, expected) => {
    expect(refusal(mt940(...message([line, ':62F:C260302EUR87,66'])))).toBe(expected);
  });

  it('refuses balances that do not add up, naming the closing balance', () => {
    const message1 = message([':61:2603020302D10,00NTRFNONREF', ':86:rent', ':62F:C260302EUR100,00']);
    expect(refusal(mt940(...message1))).toBe(
      'Line 7 (:62F:): the opening balance 100.00 (line 4) plus the 1 statement line (-10.00) makes 90.00, not the closing balance 100.00; the file was not read as the bank wrote it, or it is incomplete',
    );
  });

  it('refuses a balance that is not C or D, a date, a currency and an amount', () => {
    expect(refusal(mt940(...message([':62F:C260302EUR100.00'])))).toBe(
      'Line 5 (:62F:): the amount "100.00" is not a number with a decimal comma',
    );
    expect(refusal(mt940(...message([':62F:260302EUR100,00'])))).toBe(
      'Line 5 (:62F:): the balance "260302EUR100,00" is not C or D, a date, a currency and an amount (e.g. C260301EUR1234,56)',
    );
  });

  it('refuses a message without its opening or closing balance or account', () => {
    expect(refusal(mt940(':20:STARTUMS', ':25:DE02120300000000202051', ':62F:C260302EUR100,00'))).toBe(
      'Line 1: the MT940 message starting here has no opening balance (:60F:)',
    );
    expect(refusal(mt940(...message([':61:2603020302D10,00NTRFNONREF'])))).toBe(
      'Line 1: the MT940 message starting here has no closing balance (:62F:)',
    );
    expect(refusal(mt940(':20:STARTUMS', ':60F:C260301EUR100,00', ':62F:C260302EUR100,00'))).toBe(
      'Line 1: the MT940 message starting here has no account (:25:)',
    );
  });

  it('refuses messages of different accounts, naming the second :25:', () => {
    const first = message([':62F:C260301EUR100,00']);
    const second = message([':62F:C260301EUR100,00'], { account: 'NL20INGB0001234567' });
    expect(refusal(mt940(...first, '-', ...second))).toBe(
      "Line 8 (:25:): this message is of account NL20INGB0001234567 in EUR, the first one of DE02120300000000202051 in EUR; a file is imported into one bank account, so import each account's statements on its own",
    );
  });

  it('refuses more statement lines than allowed, at the first one too many', () => {
    const lines = [':61:2603020302C1,00NTRFNONREF', ':86:a', ':61:2603020302C1,00NTRFNONREF', ':86:b'];
    expect(refusal(mt940(...message([...lines, ':62F:C260302EUR102,00'])), { maxRows: 1 })).toBe(
      'Line 7 (:61:): the statement has more than 1 transactions; split it into smaller files',
    );
  });

  it('refuses a date outside the limits', () => {
    const old = message([':61:2512311231C1,00NTRFNONREF', ':86:old', ':62F:C260302EUR101,00']);
    expect(refusal(mt940(...old), { earliest: '2026-01-01' })).toBe(
      'Line 5 (:61:): the date 2025-12-31 is outside 2026-01-01 to 2030-12-31',
    );
  });

  it('refuses an MT942 interim report', () => {
    expect(refusal(mt940(':20:STARTDISPE', ':25:DE02120300000000202051', ':28C:1/1', ':34F:EUR0,00'))).toBe(
      'Line 4 (:34F:): this is an MT942 interim transaction report (entries not yet on a statement), not an MT940 statement',
    );
  });

  it('refuses a file that is not MT940', () => {
    expect(refusal(Buffer.from('Date,Description,Amount\n2026-03-01,Rent,-10\n'))).toBe(
      'This file is not an MT940 statement: no line starts with a field tag such as :20:, :25: or :61:',
    );
  });
});
