import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.ts';
import { parseOfx } from './parse-ofx.ts';

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/statements/ofx');
const limits = { maxRows: 1000, earliest: '1990-01-01', latest: '2030-12-31' };

interface Expected {
  rows: Array<{ line: number; processed: string; amount: string; description: string; reference?: string }>;
  facts: { openingBalance?: string; closingBalance?: string; currency?: string; account?: string };
  reading: { encoding: string; decimalMark?: string; notes: string[] };
}

const cents = (amount: string | undefined) => (amount === undefined ? undefined : toCents(amount));

/** A statement with the given STMTTRN aggregates (SGML), which start on line 5. */
function sgml(transactions: string, header = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n'): Uint8Array {
  return Buffer.from(
    `${header}<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1234</BANKACCTFROM><BANKTRANLIST>\n` +
      `${transactions}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`,
  );
}

const trn = (amount: string, date = '20260305', name = 'SHOP') =>
  `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${date}\n<TRNAMT>${amount}\n<FITID>F${amount}\n<NAME>${name}\n</STMTTRN>`;

describe('OFX fixtures', () => {
  const files = readdirSync(FIXTURES).filter((name) => /\.(ofx|qfx)$/.test(name));

  it('has the fixtures to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  it.each(files)('reads %s as its expected rows and facts', (name) => {
    const expected = JSON.parse(
      readFileSync(join(FIXTURES, name.replace(/\.(ofx|qfx)$/, '.expected.json')), 'utf8'),
    ) as Expected;
    const parsed = parseOfx(new Uint8Array(readFileSync(join(FIXTURES, name))), limits);

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
      ...(expected.facts.currency && { currency: expected.facts.currency }),
      ...(expected.facts.account && { account: expected.facts.account }),
    });
    expect(parsed.reading).toEqual({
      encoding: expected.reading.encoding,
      dateOrder: 'YMD',
      dateOrderFrom: 'format',
      ...(expected.reading.decimalMark && { decimalMark: expected.reading.decimalMark }),
      signConvention: 'format',
      notes: expected.reading.notes,
    });
  });
});

describe('OFX reading', () => {
  it('reads a transaction whose end tag is missing, and entity escapes', () => {
    const parsed = parseOfx(
      sgml(
        '<STMTTRN><DTPOSTED>20260301<TRNAMT>-1.00<NAME>AT&T &lt;WIRELESS&gt;\n<STMTTRN><DTPOSTED>20260302<TRNAMT>2<NAME>B&amp;Q',
      ),
      limits,
    );
    expect(parsed.rows.map((row) => [row.line, row.processed, row.amountCents, row.description])).toEqual([
      [5, '2026-03-01', -100, 'AT&T <WIRELESS>'],
      [6, '2026-03-02', 200, 'B&Q'],
    ]);
  });

  it('reads empty SGML elements and two <OFX> documents joined in one file', () => {
    const one = Buffer.from(
      sgml('<STMTTRN>\n<DTPOSTED>20260301\n<TRNAMT>-1.00\n<MEMO>\n<NAME>KIOSK\n<FITID>\n</STMTTRN>'),
    ).toString();
    const parsed = parseOfx(Buffer.from(one + one.replace('20260301', '20260302')), limits);
    expect(parsed.rows.map((row) => [row.line, row.processed, row.description, row.reference])).toEqual([
      [5, '2026-03-01', 'KIOSK', undefined],
      [17, '2026-03-02', 'KIOSK', undefined],
    ]);
  });

  it('keeps the date as written, whatever the time zone', () => {
    const parsed = parseOfx(sgml(trn('-5.00', '20260305233000.000[-8:PST]')), limits);
    expect(parsed.rows[0]!.processed).toBe('2026-03-05');
  });

  it('counts lines after CR-only line breaks', () => {
    const bytes = Buffer.from(
      Buffer.from(sgml(trn('-5.00')))
        .toString()
        .replaceAll('\n', '\r'),
    );
    expect(parseOfx(bytes, limits).rows[0]!.line).toBe(5);
  });

  it('reads two statements of the same account one after the other', () => {
    const statement = (date: string, balance: string) =>
      `<STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>FR76 3000</BANKACCTFROM><BANKTRANLIST>\n` +
      `${trn('-1,00', date)}\n</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>${date}</LEDGERBAL></STMTRS></STMTTRNRS>\n`;
    const parsed = parseOfx(
      Buffer.from(
        `OFXHEADER:100\n<OFX><BANKMSGSRSV1>\n${statement('20260310', '20,00')}${statement('20260301', '10,00')}</BANKMSGSRSV1></OFX>`,
      ),
      limits,
    );
    expect(parsed.rows.map((row) => row.processed)).toEqual(['2026-03-10', '2026-03-01']);
    expect(parsed.facts).toEqual({ closingBalanceCents: 2000, currency: 'EUR', account: 'FR76 3000' });
    expect(parsed.reading.notes).toContain('2 statements of the same account, read one after the other');
  });

  it('reads UTF-8 under a CHARSET:1252 header as UTF-8, and says so', () => {
    const parsed = parseOfx(
      sgml(trn('-3.00', '20260305', 'Crédit Agricole'), 'OFXHEADER:100\nCHARSET:1252\n\n'),
      limits,
    );
    expect(parsed.rows[0]!.description).toBe('Crédit Agricole');
    expect(parsed.reading.encoding).toBe('utf-8');
    expect(parsed.reading.notes).toContain(
      'The file declares windows-1252 but its bytes are utf-8; it was read as utf-8',
    );
  });

  it('notes a statement whose debits are all above zero', () => {
    const parsed = parseOfx(sgml(trn('5.00')), limits);
    expect(parsed.reading.notes).toContain(
      'Every amount is above zero although some are debits: check that the bank signed its amounts',
    );
  });
});

describe('OFX refusals name the line and the reason', () => {
  it.each([
    ['a CSV file', Buffer.from('Date,Description,Amount\n2026-03-01,Rent,-100\n'), /^This is not an OFX or QFX file/],
    ['an empty file', Buffer.from(''), /^The file is empty$/],
    [
      'a file cut off in the middle of a transaction',
      Buffer.from(
        Buffer.from(sgml(trn('-5.00')))
          .toString()
          .slice(0, 170),
      ),
      /^Line 7: the file ends before its closing <\/OFX>, so it was cut off/,
    ],
    [
      'an amount that is not a number',
      sgml(trn('12,3,4')),
      'Line 8: the amount "12,3,4" (TRNAMT) of the transaction is not a number',
    ],
    [
      'an amount with a thousands separator',
      sgml(trn('1,000')),
      /^Line 8: the amount "1,000" \(TRNAMT\) of the transaction has three digits/,
    ],
    ['an amount with cents of cents', sgml(trn('-0.125')), /^Line 8: .* has three digits/],
    [
      'an amount with four decimals',
      sgml(trn('-0.1251')),
      'Line 8: the amount "-0.1251" (TRNAMT) of the transaction has more than two decimals',
    ],
    [
      'an impossible date',
      sgml(trn('-1.00', '20260231')),
      'Line 7: the date "20260231" (DTPOSTED) of the transaction is not a date (OFX writes YYYYMMDD)',
    ],
    ['a date in another form', sgml(trn('-1.00', '03/05/2026')), /^Line 7: the date "03\/05\/2026" \(DTPOSTED\)/],
    [
      'a date outside the limits',
      sgml(trn('-1.00', '19891231')),
      'Line 7: the date 1989-12-31 (DTPOSTED) is outside 1990-01-01 to 2030-12-31',
    ],
    [
      'a transaction without an amount',
      sgml('<STMTTRN>\n<DTPOSTED>20260301\n<NAME>X\n</STMTTRN>'),
      'Line 5: the transaction has no TRNAMT (its amount)',
    ],
    [
      'a transaction without a date',
      sgml('<STMTTRN>\n<TRNAMT>1.00\n<NAME>X\n</STMTTRN>'),
      /^Line 5: the transaction has no DTPOSTED/,
    ],
    ['a statement without transactions', sgml(''), 'The statement has no transactions (no STMTTRN)'],
    [
      'an investment statement',
      Buffer.from('<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>'),
      /investment statement \(INVSTMTRS\)/,
    ],
    [
      "a server's error answer",
      Buffer.from(
        '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Signon invalid</STATUS></SONRS></SIGNONMSGSRSV1></OFX>',
      ),
      `This OFX file holds no bank or credit card statement (no STMTRS or CCSTMTRS): the bank's server answered with error 15500 ("Signon invalid")`,
    ],
  ])('refuses %s', (_, bytes, message) => {
    expect(() => parseOfx(new Uint8Array(bytes), limits)).toThrow(message);
  });

  it('refuses statements of two accounts', () => {
    const bytes = Buffer.from(
      'OFXHEADER:100\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>111</BANKACCTFROM>\n' +
        `<BANKTRANLIST>${trn('-1.00')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>\n` +
        '<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111</CCACCTFROM>\n' +
        `<BANKTRANLIST>${trn('-2.00')}</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>\n</OFX>\n`,
    );
    expect(() => parseOfx(new Uint8Array(bytes), limits)).toThrow(
      'The file holds statements of 2 accounts ("111" at line 3, "4111" at line 11); export each account to a file of its own and import them one by one',
    );
  });

  it('refuses more rows than the limit, naming the first row over it', () => {
    const bytes = sgml([trn('-1.00'), trn('-2.00'), trn('-3.00')].join('\n'));
    expect(() => parseOfx(bytes, { ...limits, maxRows: 2 })).toThrow(
      'Line 19: the file has more than 2 transactions; split it into smaller files',
    );
    expect(parseOfx(bytes, { ...limits, maxRows: 3 }).rows).toHaveLength(3);
  });

  it('refuses a transaction in another currency than the statement', () => {
    const bytes = sgml(
      '<STMTTRN><DTPOSTED>20260301<TRNAMT>-1.00<NAME>X\n<CURRENCY><CURRATE>1.1<CURSYM>EUR</CURRENCY></STMTTRN>',
    );
    expect(() => parseOfx(bytes, limits)).toThrow(
      "Line 6: the transaction's amount is in EUR, not in the statement's currency USD; such transactions are not imported",
    );
  });
});
