import { describe, expect, it } from 'vitest';
import { statementFixtures, expectedStatement } from '../../../test/statement-fixtures.ts';
import { parseCamt053 } from './parse-camt053.ts';

const limits = { maxRows: 1000, earliest: '1990-01-01', latest: '2030-12-31' };
const fixtures = statementFixtures('camt053');
const fixtureBytes = (name: string) => fixtures.find((f) => f.name === name)!.bytes;

describe('camt.053 fixtures, as banks export them', () => {
  it('has the fixtures the reader is tested on', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
  });

  it.each(fixtures)('$name: every row and the facts', ({ bytes, expected }) => {
    const parsed = parseCamt053(bytes, limits);
    const truth = expectedStatement(expected);
    expect(parsed.rows).toEqual(truth.rows);
    expect(parsed.facts).toEqual(truth.facts);
    expect(parsed.reading).toMatchObject({ encoding: 'utf-8', signConvention: 'format' });
  });

  it('names the version and what it left out in the notes', () => {
    const parsed = parseCamt053(fixtureBytes('nordic-bank-overdrawn-v08.xml'), limits);
    expect(parsed.reading.notes).toEqual([
      'ISO 20022 camt.053.001.08',
      '1 entry not booked (Sts PDNG) left out: it is not in the booked balance',
    ]);
  });
});

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

function balance(code: string, amount: string, indicator = 'CRDT') {
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Dt><Dt>2026-03-01</Dt></Dt></Bal>`;
}

function entry({
  amount = '10.00',
  indicator = 'CRDT',
  date = '<BookgDt><Dt>2026-03-02</Dt></BookgDt>',
  extra = '',
  text = 'Invoice 7',
} = {}) {
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd>${extra}<Sts>BOOK</Sts>${date}<AddtlNtryInf>${text}</AddtlNtryInf></Ntry>`;
}

/** A statement with one XML element per line, so a test knows each element's line. */
function stmt(entries: string[], { iban = 'DE02120300000000202051', balances = '' } = {}) {
  return ['<Stmt>', `<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>`, balances, ...entries, '</Stmt>'];
}

function camt(statements: string[][], namespace = NS): Buffer {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${namespace}">`,
    '<BkToCstmrStmt>',
    '<GrpHdr><MsgId>1</MsgId><CreDtTm>2026-03-02T10:00:00</CreDtTm></GrpHdr>',
    ...statements.flat().filter(Boolean),
    '</BkToCstmrStmt>',
    '</Document>',
  ];
  return Buffer.from(lines.join('\n'));
}

const refusal = (bytes: Uint8Array, overrides: Partial<typeof limits> = {}) => {
  try {
    parseCamt053(bytes, { ...limits, ...overrides });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('camt.053 entries', () => {
  it('reads a credit as money in and a debit as money out, falling back to the value date', () => {
    const parsed = parseCamt053(
      camt([stmt([entry(), entry({ indicator: 'DBIT', date: '<ValDt><Dt>2026-03-03</Dt></ValDt>', text: 'Fee' })])]),
      limits,
    );
    expect(parsed.rows.map((r) => [r.line, r.processed, r.amountCents, r.description])).toEqual([
      [7, '2026-03-02', 1000, 'Invoice 7'],
      [8, '2026-03-03', -1000, 'Fee'],
    ]);
  });

  it('takes the date of a DtTm as written, whatever its time zone', () => {
    const parsed = parseCamt053(
      camt([stmt([entry({ date: '<BookgDt><DtTm>2026-03-31T23:30:00-05:00</DtTm></BookgDt>' })])]),
      limits,
    );
    expect(parsed.rows[0]!.processed).toBe('2026-03-31');
  });

  it('accepts trailing zero decimals and refuses a third real decimal', () => {
    expect(parseCamt053(camt([stmt([entry({ amount: '12.500' })])]), limits).rows[0]!.amountCents).toBe(1250);
    expect(refusal(camt([stmt([entry({ amount: '12.505' })])]))).toBe(
      'Line 7 (Ntry/Amt): the amount "12.505" has more than two decimals',
    );
  });

  it('reads an entry without Sts as booked and leaves out zero amounts, saying so', () => {
    const noStatus = entry({ text: 'No status' }).replace('<Sts>BOOK</Sts>', '');
    const parsed = parseCamt053(camt([stmt([noStatus, entry({ amount: '0.00', text: 'Notice' })])]), limits);
    expect(parsed.rows.map((r) => r.description)).toEqual(['No status']);
    expect(parsed.reading.notes).toContain('1 entry of zero amount left out');
  });

  it('describes an entry without any text by its bank transaction code, else refuses it', () => {
    const code = '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>';
    const coded = parseCamt053(
      camt([stmt([entry({ text: '', extra: '' }).replace('</BookgDt>', `</BookgDt>${code}`)])]),
      limits,
    );
    expect(coded.rows[0]!.description).toBe('PMNT/RCDT/ESCT');
    expect(refusal(camt([stmt([entry({ text: '' })])]))).toBe(
      'Line 7 (Ntry): the entry has no text (no RmtInf/Ustrd, no party name, no AddtlNtryInf)',
    );
  });

  it('keeps a reversal marked the standard way (CdtDbtInd is the reversal’s own direction)', () => {
    const reversal = entry({ indicator: 'CRDT', extra: '<RvslInd>true</RvslInd>', text: 'Reversed debit' });
    const balances = [balance('OPBD', '100.00'), balance('CLBD', '120.00')].join('\n');
    const parsed = parseCamt053(camt([stmt([entry(), reversal], { balances })]), limits);
    expect(parsed.rows.map((r) => r.amountCents)).toEqual([1000, 1000]);
    expect(parsed.reading.notes).toEqual(['ISO 20022 camt.053.001.02']);
  });

  it('reads a reversal the other way when only that makes the balances add up, and says so', () => {
    const reversal = entry({ indicator: 'DBIT', extra: '<RvslInd>true</RvslInd>', text: 'Reversed debit' });
    const balances = [balance('OPBD', '100.00'), balance('CLBD', '120.00')].join('\n');
    const parsed = parseCamt053(camt([stmt([entry(), reversal], { balances })]), limits);
    expect(parsed.rows.map((r) => r.amountCents)).toEqual([1000, 1000]);
    expect(parsed.reading.notes[1]).toMatch(/marks reversals \(RvslInd\) with the original entry's direction/);
  });
});

describe('camt.053 statements', () => {
  it('reads several statements of the same account in order: the first opening, the last closing balance', () => {
    const first = stmt([entry()], { balances: [balance('PRCD', '5.00'), balance('CLBD', '15.00')].join('\n') });
    const second = stmt([entry({ indicator: 'DBIT', text: 'Rent' })], {
      iban: 'DE02 1203 0000 0000 2020 51',
      balances: [balance('OPBD', '15.00'), balance('CLBD', '5.00')].join('\n'),
    });
    const parsed = parseCamt053(camt([first, second]), limits);
    expect(parsed.rows.map((r) => [r.line, r.amountCents])).toEqual([
      [9, 1000],
      [15, -1000],
    ]);
    expect(parsed.facts).toEqual({
      account: 'DE02120300000000202051',
      currency: 'EUR',
      openingBalanceCents: 500,
      closingBalanceCents: 500,
    });
    expect(parsed.reading.notes).toContain('2 statements of the same account, read in order');
  });

  it('finds the <Document> inside an envelope with an application header', () => {
    const document = camt([stmt([entry()])])
      .toString()
      .replace(/^<\?xml[^>]*>\n/, '');
    const envelope = `<?xml version="1.0"?>\n<BizMsgEnvlp>\n<AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02"><Fr><FIId><FinInstnId><BICFI>DEUTDEFF</BICFI></FinInstnId></FIId></Fr></AppHdr>\n${document}\n</BizMsgEnvlp>`;
    const parsed = parseCamt053(Buffer.from(envelope), limits);
    expect(parsed.rows.map((r) => [r.line, r.description])).toEqual([[9, 'Invoice 7']]);
  });

  it('refuses statements of two accounts, naming the second', () => {
    const message = refusal(camt([stmt([entry()]), stmt([entry()], { iban: 'NL20INGB0001234567' })]));
    expect(message).toBe(
      "Line 9 (Stmt): this statement is of account NL20INGB0001234567 EUR, the first one of DE02120300000000202051 EUR; a file is imported into one bank account, so import each account's statement on its own",
    );
  });

  it('refuses balances that the entries do not add up to, naming the closing balance', () => {
    const balances = [balance('OPBD', '100.00'), balance('CLBD', '150.00', 'CRDT')].join('\n');
    expect(refusal(camt([stmt([entry()], { balances })]))).toBe(
      'Line 8 (Bal CLBD): the opening balance 100.00 plus the 1 booked entry (10.00) makes 110.00, not the closing balance 150.00; the statement was not read as the bank wrote it',
    );
  });

  it('signs a DBIT balance as overdrawn', () => {
    const balances = [balance('OPBD', '20.00', 'DBIT'), balance('CLBD', '10.00', 'DBIT')].join('\n');
    expect(parseCamt053(camt([stmt([entry()], { balances })]), limits).facts).toMatchObject({
      openingBalanceCents: -2000,
      closingBalanceCents: -1000,
    });
  });

  it('refuses an entry in another currency than the account', () => {
    const dollars = entry().replace('Ccy="EUR"', 'Ccy="USD"');
    expect(refusal(camt([stmt([dollars])]))).toBe('Line 7 (Ntry/Amt): the amount is in USD but the account is in EUR');
  });
});

describe('camt.053 refusals name the line and the reason', () => {
  it.each([
    [
      'an amount with a decimal comma',
      entry({ amount: '12,50' }),
      'Line 7 (Ntry/Amt): the amount "12,50" is not a number',
    ],
    ['a negative amount', entry({ amount: '-12.50' }), 'Line 7 (Ntry/Amt): the amount "-12.50" is not a number'],
    [
      'a credit/debit mark that is neither',
      entry({ indicator: 'CR' }),
      'Line 7 (Ntry/CdtDbtInd): "CR" is not CRDT or DBIT',
    ],
    ['no dates', entry({ date: '' }), 'Line 7 (Ntry): the entry has no booking date (BookgDt) or value date (ValDt)'],
    [
      'an impossible date',
      entry({ date: '<BookgDt><Dt>2026-02-30</Dt></BookgDt>' }),
      'Line 7 (Ntry/BookgDt/Dt): "2026-02-30" is not a date (YYYY-MM-DD)',
    ],
  ])('%s', (_what, ntry, message) => {
    expect(refusal(camt([stmt([ntry])]))).toBe(message);
  });

  it('refuses a date outside the limits', () => {
    const message = refusal(camt([stmt([entry(), entry({ date: '<BookgDt><Dt>1989-12-31</Dt></BookgDt>' })])]));
    expect(message).toBe('Line 8 (Ntry/BookgDt): the date 1989-12-31 is outside 1990-01-01 to 2030-12-31');
    const valued = refusal(camt([stmt([entry({ date: '<ValDt><Dt>2031-01-01</Dt></ValDt>' })])]));
    expect(valued).toBe('Line 7 (Ntry/ValDt): the date 2031-01-01 is outside 1990-01-01 to 2030-12-31');
  });

  it('refuses more entries than allowed, at the first one too many', () => {
    const message = refusal(camt([stmt([entry(), entry(), entry()])]), { maxRows: 2 });
    expect(message).toBe('Line 9: the statement has more than 2 transactions; split it into smaller files');
  });

  it('refuses a file that is not XML', () => {
    expect(refusal(Buffer.from('Date,Description,Amount\n2026-03-01,Rent,-10\n'))).toMatch(
      /^Line 1: this file is not XML/,
    );
  });

  it('refuses XML that is not well-formed', () => {
    const broken = Buffer.from(
      camt([stmt([entry()])])
        .toString()
        .replace('</Ntry>', ''),
    );
    expect(refusal(broken)).toMatch(/^Line 8: the XML is not well-formed \(/);
  });

  it.each([
    [
      'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
      'BkToCstmrDbtCdtNtfctn',
      'camt.054, a debit/credit notification',
    ],
    ['urn:iso:std:iso:20022:tech:xsd:camt.052.001.02', 'BkToCstmrAcctRpt', 'camt.052, an intraday account report'],
    ['urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'CstmrCdtTrfInitn', 'pain.001, a credit transfer order'],
    ['urn:iso:std:iso:20022:tech:xsd:camt.056.001.08', 'FIToFIPmtCxlReq', 'camt.056'],
  ])('refuses %s, naming what it is', (namespace, element, what) => {
    const xml = `<?xml version="1.0"?>\n<Document xmlns="${namespace}">\n<${element}><GrpHdr/></${element}>\n</Document>`;
    expect(refusal(Buffer.from(xml))).toBe(
      `Line 3: this is an ISO 20022 ${what} message, not a camt.053 bank statement`,
    );
  });

  it('refuses a camt.053 version it does not read', () => {
    expect(refusal(camt([stmt([entry()])], 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.13'))).toBe(
      'Line 3: the namespace urn:iso:std:iso:20022:tech:xsd:camt.053.001.13 is not that of camt.053.001.02 to camt.053.001.08, the versions read',
    );
  });

  it('refuses a camt.053 without a statement', () => {
    expect(refusal(camt([]))).toBe('Line 3: the camt.053 message has no statement (Stmt)');
  });

  it('refuses other XML', () => {
    expect(refusal(Buffer.from('<?xml version="1.0"?>\n<html><body>Statement</body></html>'))).toBe(
      'This XML file is not an ISO 20022 camt.053 statement: its root element is <html>, and no <Document> holds a <BkToCstmrStmt>',
    );
  });
});

describe('camt.053 XML safety', () => {
  const laughs = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE Document [',
    '<!ENTITY lol "lol">',
    '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
    '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">',
    ']>',
    `<Document xmlns="${NS}"><BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&lol3;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`,
  ].join('\n');

  it('refuses a DOCTYPE with entities (billion laughs) before any entity is used', () => {
    expect(refusal(Buffer.from(laughs))).toBe(
      'Line 2: the file has a DOCTYPE declaration; bank statements have none, and one can define entities, so the file is not read',
    );
  });

  it('refuses an external entity (XXE)', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Document xmlns="${NS}">&x;</Document>`;
    expect(refusal(Buffer.from(xxe))).toMatch(/^Line 2: the file has a DOCTYPE declaration/);
  });

  it('does not expand an entity it was never told of', () => {
    const undeclared = camt([stmt([entry({ text: '&x;' })])]);
    expect(refusal(undeclared)).toMatch(/^Line 7: the XML is not well-formed \(.*undefined entity/i);
  });

  it('refuses nesting far deeper than a statement has', () => {
    const deep = `<?xml version="1.0"?>\n${'<a>'.repeat(100)}${'</a>'.repeat(100)}`;
    expect(refusal(Buffer.from(deep))).toBe(
      'Line 2: the XML nests more than 64 elements deep; this is not a statement',
    );
  });

  it('refuses a <Document> of camt.053 that holds something else', () => {
    const odd = `<Document xmlns="${NS}">\n<BkToCstmrAcctStmt/>\n</Document>`;
    expect(refusal(Buffer.from(odd))).toBe(
      'Line 2: this is not a camt.053 bank statement: <Document> holds <BkToCstmrAcctStmt>, not <BkToCstmrStmt>',
    );
  });

  it('reads the encoding the XML declaration names', () => {
    const xml = camt([stmt([entry({ text: 'Müller Café' })])])
      .toString()
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const parsed = parseCamt053(Buffer.from(xml, 'latin1'), limits);
    expect(parsed.rows[0]!.description).toBe('Müller Café');
    expect(parsed.reading.encoding).toBe('iso-8859-1');
  });
});
