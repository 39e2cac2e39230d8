import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.ts';
import { parseQif } from './parse-qif.ts';

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/statements/qif');
const limits = { maxRows: 1000, earliest: '1990-01-01', latest: '2030-12-31' };
const dmy = { ambiguousDateOrder: 'DMY' } as const;

interface Expected {
  options: { ambiguousDateOrder: 'DMY' | 'MDY' };
  rows: Array<{ line: number; processed: string; amount: string; description: string; reference?: string }>;
  facts: { openingBalance?: string; closingBalance?: string; account?: string };
  reading: { encoding: string; dateOrder: string; dateOrderFrom: string; decimalMark: string; notes: string[] };
}

const cents = (amount: string | undefined) => (amount === undefined ? undefined : toCents(amount));
const qif = (text: string) => new Uint8Array(Buffer.from(text));
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

describe('QIF fixtures', () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.qif'));

  it('has the fixtures to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('reads %s as its expected rows and facts', (name) => {
    const expected = JSON.parse(
      readFileSync(join(FIXTURES, name.replace(/\.qif$/, '.expected.json')), 'utf8'),
    ) as Expected;
    const parsed = parseQif(fixture(name), limits, expected.options);

    expect(parsed.rows).toEqual(
      expected.rows.map((row) => ({
        line: row.line,
        processed: row.processed,
        description: row.description,
        amountCents: cents(row.amount),
        accountCode: '',
        ...(row.reference && { reference: row.reference }),
      })),
    );
    expect(parsed.facts).toEqual({
      ...(expected.facts.openingBalance && { openingBalanceCents: cents(expected.facts.openingBalance) }),
      ...(expected.facts.closingBalance && { closingBalanceCents: cents(expected.facts.closingBalance) }),
      ...(expected.facts.account && { account: expected.facts.account }),
    });
    expect(parsed.reading).toEqual({ ...expected.reading, signConvention: 'format' });
  });

  it('reads undecided dates in the order of the region it is given', () => {
    const parsed = parseQif(fixture('credit-card-ambiguous-dates.qif'), limits, dmy);
    expect(parsed.rows.map((row) => row.processed).slice(0, 3)).toEqual(['2026-01-03', '2026-02-03', '2026-04-03']);
    expect(parsed.reading).toMatchObject({ dateOrder: 'DMY', dateOrderFrom: 'region' });
  });
});

describe('QIF reading', () => {
  it('reads a two-digit year as 19yy when 20yy would be over a year after the latest date allowed', () => {
    const parsed = parseQif(qif('!Type:Bank\nD12/31/98\nT-1.00\nPA\n^\nD1/2/26\nT-2.00\nPB\n^\n'), limits, dmy);
    expect(parsed.rows.map((row) => row.processed)).toEqual(['1998-12-31', '2026-01-02']);
  });

  it("reads Quicken's apostrophe years, space padding, U amounts and apostrophe thousands", () => {
    const parsed = parseQif(qif("!Type:Oth L\nD 3/ 4' 6\nU-10'000.00\nPLoan\n^\n"), limits, dmy);
    expect(parsed.rows).toEqual([
      { line: 2, processed: '2006-04-03', description: 'Loan', amountCents: -1_000_000, accountCode: '' },
    ]);
  });

  it('describes a transaction without payee or memo by its number', () => {
    const parsed = parseQif(qif('!Type:Bank\nD2026-01-05\nT-80.00\nN1013\n^\n'), limits, dmy);
    expect(parsed.rows[0]).toMatchObject({ description: 'Check 1013', reference: '1013' });
  });

  it('reads the decimal mark from the whole file: 1.234 alone is a thousands group', () => {
    const parsed = parseQif(qif('!Type:Cash\nD2026-01-05\nT-1.234\nPA\n^\nD2026-01-06\nT7\nPB\n^\n'), limits, dmy);
    expect(parsed.rows.map((row) => row.amountCents)).toEqual([-123_400, 700]);
    expect(parsed.reading.decimalMark).toBe(',');
  });
});

describe('QIF refusals name the line and the reason', () => {
  it.each([
    ['a CSV file', 'Date,Description,Amount\n2026-03-01,Rent,-100\n', /^Line 1: this is not a QIF file/],
    ['an empty file', '', /^The file is empty$/],
    [
      'a file cut off inside a transaction',
      '!Type:Bank\nD01/02/2026\nT-5.00\nPA\n^\nD01/03/2026\nT-12.5',
      'Line 6: the transaction has no ^ line to end it, so the file may have been cut off; export it again',
    ],
    [
      'an amount that is not a number',
      '!Type:Bank\nD01/02/2026\nT12,3,4\nPA\n^\n',
      'Line 3: the amount "12,3,4" (T) of the transaction is not a number',
    ],
    [
      'an amount with more than two decimals',
      '!Type:Bank\nD01/02/2026\nT-1.50\nPA\n^\nD01/02/2026\nT-1.255\nPB\n^\n',
      'Line 7: the amount "-1.255" (T) of the transaction has more than two decimals',
    ],
    [
      'amounts with different decimal marks',
      '!Type:Bank\nD01/02/2026\nT-1,234.50\nPA\n^\nD01/02/2026\nT-12,50\nPB\n^\n',
      'Line 7: the amount "-12,50" has a decimal comma but "-1,234.50" on line 3 has a decimal point; the amounts of one file must use one decimal mark',
    ],
    [
      'an impossible date',
      '!Type:Bank\nD13/01/2026\nT-1.00\nPA\n^\nD31/02/2026\nT-1.00\nPB\n^\n',
      'Line 6: the date "31/02/2026" (D) is not a calendar date (read as day/month/year)',
    ],
    [
      'a date in no QIF form',
      '!Type:Bank\nDJan 5 2026\nT-1.00\nPA\n^\n',
      'Line 2: the date "Jan 5 2026" (D) is not a date (QIF dates look like 01/31/2026, 31.01.2026, 1/31\'26 or 2026-01-31)',
    ],
    [
      'contradictory date orders',
      '!Type:Bank\nD13/01/2026\nT-1.00\nPA\n^\nD02/02/2026\nT-1.00\nPB\n^\nD01/14/2026\nT-1.00\nPC\n^\n',
      'Line 10: the date "01/14/2026" puts the month first, but "13/01/2026" on line 2 puts the day first; the dates of one file must all be in one order',
    ],
    [
      'a date outside the limits',
      '!Type:Bank\nD2026-01-05\nT-1.00\nPA\n^\nD1989-12-31\nT-1.00\nPB\n^\n',
      'Line 6: the date 1989-12-31 (D) is outside 1990-01-01 to 2030-12-31',
    ],
    ['a transaction without a date', '!Type:Bank\nT-1.00\nPA\n^\n', 'Line 2: the transaction has no date (a D line)'],
    [
      'a transaction without an amount',
      '!Type:Bank\nD2026-01-05\nPA\n^\n',
      'Line 2: the transaction has no amount (a T line)',
    ],
    [
      'a transaction without payee, memo or number',
      '!Type:Bank\nD2026-01-05\nT-1.00\nLGroceries\n^\n',
      'Line 2: the transaction has no payee (P), memo (M) or number (N)',
    ],
    [
      'an investment register',
      '!Type:Invst\nD1/15/2026\nNBuy\nYACME\nI10.00\nQ5\nT50.00\n^\n',
      'Line 1: this is an investment account (!Type:Invst); only bank, cash and card registers are imported from QIF',
    ],
    [
      'a file of lists only',
      '!Type:Cat\nNGroceries\nE\n^\n!Type:Class\nNHome\n^\n',
      "The QIF file has no bank, cash or card transactions (it holds !Type:Cat, !Type:Class); export an account's register",
    ],
    [
      'a register type it does not know',
      '!Type:Banque\nD01/02/2026\nT-1.00\nPA\n^\n',
      'Line 1: "!Type:Banque" is not a register this importer reads (!Type:Bank, Cash, CCard, Oth A or Oth L)',
    ],
    [
      'two accounts',
      '!Account\nNChecking\nTBank\n^\n!Type:Bank\nD2026-01-05\nT-1.00\nPA\n^\n!Account\nNSavings\nTBank\n^\n!Type:Bank\nD2026-01-06\nT-2.00\nPB\n^\n',
      'The file holds the transactions of 2 accounts ("Checking" at line 2, "Savings" at line 11); export each account to a file of its own and import them one by one',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseQif(qif(text), limits, dmy)).toThrow(message);
  });

  it('refuses more rows than the limit, naming the first row over it', () => {
    const text = '!Type:Bank\nD2026-01-05\nT-1.00\nPA\n^\nD2026-01-06\nT-2.00\nPB\n^\nD2026-01-07\nT-3.00\nPC\n^\n';
    expect(() => parseQif(qif(text), { ...limits, maxRows: 2 }, dmy)).toThrow(
      'Line 10: the file has more than 2 transactions; split it into smaller files',
    );
    expect(parseQif(qif(text), { ...limits, maxRows: 3 }, dmy).rows).toHaveLength(3);
  });
});
