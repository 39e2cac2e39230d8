import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../statement-row.ts';
import { readCsvStatement, type CsvReadOptions } from './parse-csv.ts';

const limits = { maxRows: 5000, earliest: '1990-01-01', latest: '2030-12-31' };

async function read(content: string, options: Partial<CsvReadOptions> = {}) {
  const source = new PassThrough();
  const rows: StatementRow[] = [];
  const parsed = readCsvStatement(source, { limits, ambiguousDateOrder: 'DMY', ...options }, (row) => rows.push(row));
  source.end(content);
  const statement = await parsed;
  return { statement, rows: rows.map((r) => [r.line, r.amountCents, r.description]) };
}

describe('CR and DR marks, decided from every amount of the file', () => {
  it('reads unmarked amounts as money out when the file marks only its credits (DBS, South African statements)', async () => {
    const { statement, rows } = await read(
      [
        'Date,Description,Amount',
        '02/03/2026,Grab ride,S$12.40',
        '03/03/2026,Payment,S$500.00cr',
        '05/03/2026,Pharmacy,"S$1,289.50"',
      ].join('\n'),
    );
    expect(statement.questions).toEqual([]);
    expect(rows).toEqual([
      [2, -1240, 'Grab ride'],
      [3, 50000, 'Payment'],
      [4, -128950, 'Pharmacy'],
    ]);
    expect(statement.reading.signConvention).toBe('signed');
    expect(statement.reading.notes).toContain(
      'Amounts marked CR are money in and the 2 without a mark are money out (line 2: "S$12.40")',
    );
  });

  it('reads unmarked amounts as money in when the file marks only its debits, as before', async () => {
    const { statement, rows } = await read(
      [
        'Date,Description,Amount',
        '02/03/2026,Rent,1500.00 DR',
        '03/03/2026,Fees received,250.00',
        '04/03/2026,Fees,99.00',
      ].join('\n'),
    );
    expect(statement.questions).toEqual([]);
    expect(rows.map((r) => r[1])).toEqual([-150000, 25000, 9900]);
  });

  it('asks when amounts marked CR stand beside negative ones and unmarked ones, and reads them as written once told', async () => {
    const csv = ['Date,Description,Amount', '02/03/2026,A,12.00 CR', '03/03/2026,B,-5.00', '04/03/2026,C,7.00'].join(
      '\n',
    );
    const asked = await read(csv);
    expect(asked.rows).toEqual([]);
    expect(asked.statement.questions).toEqual([
      {
        about: 'signConvention',
        message:
          'Some amounts are marked CR (line 2: "12.00 CR"), some are negative or marked DR, and others have no mark (line 4: "7.00"): say whether the unmarked amounts are money in',
      },
    ]);
    const answered = await read(csv, { chosen: { signConvention: 'signed' } });
    expect(answered.rows.map((r) => r[1])).toEqual([1200, -500, 700]);
  });

  it('never asks about a file whose amounts are all marked', async () => {
    const { statement, rows } = await read(
      ['Date,Description,Amount', '02/03/2026,A,12.00 CR', '03/03/2026,B,5.00 DR', '04/03/2026,C,7.00 CR'].join('\n'),
    );
    expect(statement.questions).toEqual([]);
    expect(rows.map((r) => r[1])).toEqual([1200, -500, 700]);
  });

  it("reads trailing minus signs and brackets as money out (SAP-style and accountants' exports)", async () => {
    const { rows } = await read(
      [
        'Buchungstag;Text;Betrag',
        '02.03.2026;Miete;1.250,00-',
        '03.03.2026;Honorar;2.500,00',
        '04.03.2026;Gebühr;(12,50)',
      ].join('\n'),
    );
    expect(rows.map((r) => r[1])).toEqual([-125000, 250000, -1250]);
  });
});

describe('lines without a date or an amount', () => {
  it('joins them to the description of the row above (OCBC, Raiffeisen collective orders)', async () => {
    const { statement, rows } = await read(
      [
        'Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)',
        '02/03/2026,02/03/2026,FAST PAYMENT,"2,200.00",',
        ',,"to TAN & PARTNERS PROPERTY",,',
        ',,"OTHR RENT APR",,',
        '03/03/2026,03/03/2026,GIRO - SALARY,,"4,800.00"',
        ',,NATIONAL HEALTHCARE GROUP,,',
        '04/03/2026,04/03/2026,SERVICE CHARGE,2.00,',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [2, -220000, 'FAST PAYMENT - to TAN & PARTNERS PROPERTY - OTHR RENT APR'],
      [5, 480000, 'GIRO - SALARY - NATIONAL HEALTHCARE GROUP'],
      [7, -200, 'SERVICE CHARGE'],
    ]);
    expect(statement.reading.notes).toContain(
      '3 lines without a date or an amount read as more of the description above them',
    );
  });

  it('refuses such a line when a cell holds a number with decimals: money is never dropped', async () => {
    await expect(
      read(
        [
          'IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date',
          'CH93;2026-03-05 20:49:45.0;Sammelauftrag;-1401.9;6870.3;2026-03-05 00:00:00.0',
          ';;1025.55;;;',
          'CH93;2026-03-09 11:30:02.0;Bancomat;-60;6810.3;2026-03-09 00:00:00.0',
        ].join('\n'),
      ),
    ).rejects.toThrow('Line 3, column "Booked At": there is no date, but column "Text" holds "1025.55"');
  });

  it('still refuses a line with money and no date', async () => {
    await expect(
      read(['Date,Description,Amount', '02/03/2026,A,-1.00', ',B,-2.00', '04/03/2026,C,-3.00'].join('\n')),
    ).rejects.toThrow('Line 3, column "Date": "" is not a date');
  });

  it('leaves text lines below the last transaction out as the footer, not in its description', async () => {
    const { rows } = await read(
      [
        'Date,Description,Amount',
        '02/03/2026,A,-1.00',
        '03/03/2026,B,-2.00',
        '',
        'This is a computer generated statement.',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [2, -100, 'A'],
      [3, -200, 'B'],
    ]);
  });
});

describe('a lone dash for "nothing", and balances stated on some rows only', () => {
  it('reads a dash in the empty money cell and in the balance as blank (Credit Suisse)', async () => {
    const { statement, rows } = await read(
      [
        'Buchungsdatum,Text,Belastung,Gutschrift,Saldo',
        '11.03.2026,"Bancomat",200.00,-,8165.25',
        '11.03.2026,"Apotheke",45.60,-,-',
        '05.03.2026,"Miete",2100.00,-,8410.85',
        '02.03.2026,"Lohn",-,6450.00,10510.85',
      ].join('\n'),
    );
    expect(rows.map((r) => r[1])).toEqual([-20000, -4560, -210000, 645000]);
    // Newest first, with the day's first booking between two balances: the chain still holds.
    expect(statement.reading.notes).not.toContain(
      'The balance column does not follow the amounts on every row: check the signs',
    );
    expect(statement.facts).toEqual({ openingBalanceCents: 406085, closingBalanceCents: 816525 });
  });

  it('finds the balance column of a file without a header when pending rows state none (Swedish savings banks)', async () => {
    const { statement, rows } = await read(
      [
        'SKYDDAT BELOPP;2026-03-30;-;-196,00;-',
        'MAXI ICA ;2026-03-27;2026-03-27;-766,59;43 015,57',
        'Lön;2026-03-25;2026-03-25;32 500,00;43 782,16',
        'Hyra;2026-03-23;2026-03-24;-12 000,00;11 282,16',
        'Swish;2026-03-18;2026-03-18;-84,00;23 282,16',
      ].join('\n'),
    );
    expect(statement.questions).toEqual([]);
    expect(statement.layout.columns).toMatchObject({ amount: 3, balance: 4 });
    // The amount reserved but not booked yet is no row: the bank books it later, with its own text.
    expect(rows.map((r) => r[1])).toEqual([-76659, 3250000, -1200000, -8400]);
    expect(statement.reading.notes).toContain(
      '1 amount reserved but not booked yet left out: the bank books it in a later statement (line 1)',
    );
    // The booked rows' balances follow each other, newest first: the closing balance is the first one.
    expect(statement.facts.closingBalanceCents).toBe(4301557);
  });

  it('leaves out amounts reserved but not booked yet, with Varaus in the date cell (Nordea Finland)', async () => {
    const { statement, rows } = await read(
      [
        'Kirjauspäivä;Määrä;Maksaja;Maksunsaaja;Nimi;Otsikko;Viitenumero;Valuutta',
        'Varaus;-100,00;FI90;;;Säästö;;EUR',
        '2026/03/30;-39,89;FI90;;;Elisa Oyj;;EUR',
        '2026/03/25;4120,00;;FI90;HUS;HUS palkka;;EUR',
        '2026/03/13;-4,65;FI90;;;Nordea Bank Abp;;EUR',
      ].join('\n'),
    );
    expect(statement.questions).toEqual([]);
    expect(rows).toEqual([
      [3, -3989, 'Elisa Oyj'],
      [4, 412000, 'HUS palkka'],
      [5, -465, 'Nordea Bank Abp'],
    ]);
    expect(statement.reading.notes).toContain(
      '1 amount reserved but not booked yet left out: the bank books it in a later statement (line 2)',
    );
  });

  it('notices a balance that does not follow its amounts across a gap', async () => {
    const { statement } = await read(
      [
        'Date,Description,Amount,Balance',
        '02/03/2026,A,-1.00,99.00',
        '03/03/2026,B,-2.00,-',
        '04/03/2026,C,-3.00,95.00',
      ].join('\n'),
    );
    expect(statement.reading.notes).toContain(
      'The balance column does not follow the amounts on every row: check the signs',
    );
  });
});

describe('columns recognised by what they hold', () => {
  it("takes no identifier or text that is the same on every row as the description (the holder's IBAN)", async () => {
    const { statement } = await read(
      [
        'EE381010220012345678;101;02.03.2026;TARTU KLIINIKUM;C;3850,00;Töötasu',
        'EE381010220012345678;102;03.03.2026;RIMI;D;45,89;Kaart',
        'EE381010220012345678;103;05.03.2026;KINNISVARA OÜ;D;950,00;Üür',
      ].join('\n'),
    );
    expect(statement.layout.columns.description).toEqual([3]);
    expect(statement.layout.columns.flag).toBe(4);
  });

  it('takes only ISO 4217 codes for a currency, not other capitals (Desjardins account type EOP)', async () => {
    const { statement } = await read(
      [
        'EOP,2026/03/02,Dépôt,,3100.00,7925.15',
        'EOP,2026/03/03,Facture,142.70,,7782.45',
        'EOP,2026/03/06,Retrait,60.00,,7722.45',
      ].join('\n'),
      { ambiguousDateOrder: 'MDY' },
    );
    expect(statement.layout.columns.currency).toBeUndefined();
    expect(statement.facts.currency).toBeUndefined();
  });
});

describe('a fee column beside the amount (Capitec: Money In, Money Out, Fee, Balance)', () => {
  const capitec = [
    'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
    '1,1234567890,2026/03/02,2026/03/01,Pick n Pay,PICK N PAY CLAREMONT,Food,Groceries,,-412.35,,8587.65',
    '2,1234567890,2026/03/03,2026/03/03,Payment: Landlord,IMMEDIATE PAYMENT LANDLORD,Housing,Rent,,-6500.00,-10.00,2077.65',
    '3,1234567890,2026/03/04,2026/03/04,Salary,SALARY ACME,Income,Salary,15000.00,,,17077.65',
    '4,1234567890,2026/03/05,2026/03/05,Monthly Fee,MONTHLY ACCOUNT FEE,Fees,Bank fees,,,-7.50,17070.15',
  ].join('\n');

  it('adds each fee to its row as money out, keeps a row of a fee alone, and says so; the balances then follow', async () => {
    const { statement, rows } = await read(capitec);
    expect(statement.questions).toEqual([]);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      [2, -41235],
      [3, -651000],
      [4, 1500000],
      [5, -750],
    ]);
    expect(statement.reading.notes).toContain('2 fees of column "Fee" (17.50 in all) added to their rows as money out');
    expect(statement.reading.notes).not.toContain(
      'The balance column does not follow the amounts on every row: check the signs',
    );
    expect(statement.facts).toMatchObject({ openingBalanceCents: 900000, closingBalanceCents: 1707015 });
  });

  it('leaves the fee to an amount column that is the total of the row (Up: Subtotal, Fee, Round Up, Total)', async () => {
    const { statement, rows } = await read(
      [
        'Time,Payee,Subtotal (AUD),Fee (AUD),Round Up (AUD),Total (AUD)',
        '2026-03-02T23:47:05+11:00,Brother Baba Budan,-4.50,0.00,-0.50,-5.00',
        '2026-03-05T10:15:40+11:00,ATM Tokyo,-100.00,-3.00,0.00,-103.00',
      ].join('\n'),
      { chosen: { columns: { date: 0, description: [1], amount: 5 } } },
    );
    expect(rows.map((r) => r[1])).toEqual([-500, -10300]);
    expect(statement.reading.notes.join(' ')).not.toMatch(/fee/);
  });

  it('reads a fee written without a sign as money out too', async () => {
    const { rows } = await read(capitec.replace('-10.00', '10.00').replace('-7.50', '7.50'));
    expect(rows.map((r) => r[1])).toEqual([-41235, -651000, 1500000, -750]);
  });
});
