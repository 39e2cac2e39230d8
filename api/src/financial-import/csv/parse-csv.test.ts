import { PassThrough } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../statement-row.ts';
import { readCsvStatement, type CsvReadOptions } from './parse-csv.ts';

const limits = { maxRows: 5000, earliest: '1990-01-01', latest: '2030-12-31' };

async function read(content: string | Buffer, options: Partial<CsvReadOptions> = {}) {
  const source = new PassThrough();
  const rows: StatementRow[] = [];
  const parsed = readCsvStatement(source, { limits, ambiguousDateOrder: 'DMY', ...options }, (row) => rows.push(row));
  source.end(content);
  const statement = await parsed;
  return { statement, rows: rows.map((r) => [r.line, r.processed, r.amountCents, r.description]) };
}

describe('CSV statement stream', () => {
  it('reads rows whatever the chunk boundaries (inside CRLF, inside a UTF-8 character, inside quotes)', async () => {
    const text = 'Date;Description;Amount\r\n2026-03-01;"Café, ""Zoë"" – 5 €";-1.234,50\r\n2026-03-02;Naïve;7\r\n';
    const bytes = Buffer.from(text);
    for (let size = 1; size <= 7; size++) {
      const source = new PassThrough();
      const rows: StatementRow[] = [];
      const parsed = readCsvStatement(source, { limits, ambiguousDateOrder: 'DMY' }, (row) => rows.push(row));
      for (let at = 0; at < bytes.length; at += size) source.write(bytes.subarray(at, at + size));
      source.end();
      await parsed;
      expect(rows, `chunks of ${size}`).toEqual([
        { line: 2, processed: '2026-03-01', description: 'Café, "Zoë" – 5 €', amountCents: -123450, accountCode: '' },
        { line: 3, processed: '2026-03-02', description: 'Naïve', amountCents: 700, accountCode: '' },
      ]);
    }
  });

  it('counts lines after lone-CR line breaks and multi-line quoted fields', async () => {
    await expect(read('Date,Description,Amount\r2026-03-01,"two\rlines",1.50\r2026-03-02,b,oops\r')).rejects.toThrow(
      'Line 4, column "Amount": the amount "oops" is not an amount',
    );
  });

  it('stops with "interrupted" when the upload is cut off, instead of waiting forever', async () => {
    const source = new PassThrough();
    const parsed = readCsvStatement(source, { limits, ambiguousDateOrder: 'DMY' }, () => undefined);
    source.write('Date,Description,Amount\n2026-03-01,a,1\n2026-03-0');
    setTimeout(() => source.destroy(), 10);
    await expect(parsed).rejects.toThrow('The upload was interrupted before the whole file arrived');
  });

  it('refuses a line of millions of empty columns as soon as it passes the line limit', async () => {
    await expect(read(`Date,Description,Amount\n${','.repeat(3_000_000)}\n`)).rejects.toThrow(
      'Line 2: the line is longer than 64 KiB',
    );
  });
});

describe('CSV layouts banks export', () => {
  it('finds the header below a preamble, joins payee and purpose, reads dotted two-digit years and a decimal comma', async () => {
    const { statement, rows } = await read(
      [
        '"Umsatzanzeige";"Girokonto"',
        '"Kontonummer:";"DE12 3456";',
        '',
        '"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung"',
        '"05.03.26";"05.03.26";"KARTENZAHLUNG";"Debitk.1";"REWE Markt GmbH";"-23,45";"EUR"',
        '"06.03.26";"06.03.26";"GUTSCHRIFT";"Rechnung 42";"Zoë Müller";"1.250,00";"EUR"',
      ].join('\n'),
      { ambiguousDateOrder: 'MDY' },
    );
    expect(rows).toEqual([
      [5, '2026-03-05', -2345, 'REWE Markt GmbH - Debitk.1 - KARTENZAHLUNG'],
      [6, '2026-03-06', 125000, 'Zoë Müller - Rechnung 42 - GUTSCHRIFT'],
    ]);
    expect(statement.reading).toMatchObject({ dateOrder: 'DMY', decimalMark: ',', signConvention: 'signed' });
    expect(statement.reading.notes).toContain('2 lines above the header skipped');
  });

  it('reads the direction from a flag column when the amounts carry no sign (ING Af/Bij)', async () => {
    const { statement, rows } = await read(
      [
        '"Datum","Naam / Omschrijving","Af Bij","Bedrag (EUR)","Mededelingen"',
        '"20260305","Albert Heijn","Af","12,50","Pas 001"',
        '"20260306","Werkgever BV","Bij","2.500,00","Salaris"',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [2, '2026-03-05', -1250, 'Albert Heijn - Pas 001'],
      [3, '2026-03-06', 250000, 'Werkgever BV - Salaris'],
    ]);
    expect(statement.reading.signConvention).toBe('flag');
  });

  it('recognises the columns of a file without a header by what they hold (Wells Fargo)', async () => {
    const { rows } = await read(
      '"03/05/2026","-12.50","*","","COFFEE SHOP"\n"03/13/2026","1500.00","*","","PAYROLL"\n',
    );
    expect(rows).toEqual([
      [1, '2026-03-05', -1250, 'COFFEE SHOP'],
      [2, '2026-03-13', 150000, 'PAYROLL'],
    ]);
  });

  it('tells the amount from the balances before and after it (ABN AMRO) and states the balances', async () => {
    const { statement, rows } = await read(
      [
        '123456789\tEUR\t20260305\t1234,56\t1222,06\t20260305\t-12,50\tALBERT HEIJN',
        '123456789\tEUR\t20260306\t1222,06\t3722,06\t20260306\t2500,00\tWERKGEVER',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [1, '2026-03-05', -1250, 'ALBERT HEIJN'],
      [2, '2026-03-06', 250000, 'WERKGEVER'],
    ]);
    expect(statement.facts).toMatchObject({
      openingBalanceCents: 123456,
      closingBalanceCents: 372206,
      currency: 'EUR',
    });
  });

  it('decides the date order from a day above 12, else from the region, and says which', async () => {
    const us = await read('Date,Description,Amount\n03/04/2026,A,-1.00\n03/13/2026,B,-2.00\n');
    expect(us.rows.map((r) => r[1])).toEqual(['2026-03-04', '2026-03-13']);
    expect(us.statement.reading).toMatchObject({ dateOrder: 'MDY', dateOrderFrom: 'file' });
    const canada = await read('Date,Description,Amount\n03/04/2026,A,-1.00\n', { ambiguousDateOrder: 'MDY' });
    expect(canada.rows.map((r) => r[1])).toEqual(['2026-03-04']);
    expect(canada.statement.reading).toMatchObject({ dateOrder: 'MDY', dateOrderFrom: 'region' });
  });

  it('asks instead of guessing when a card statement may list purchases as positive', async () => {
    const { statement, rows } = await read(
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/07/2026,UBER,12.00\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n',
    );
    expect(rows).toEqual([]);
    expect(statement.questions.map((q) => q.about)).toEqual(['signConvention']);
    const answered = await read(
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/08/2026,AUTOPAY PAYMENT - THANK YOU,-200.00\n03/09/2026,SHELL,60.00\n03/10/2026,UBER,12.00\n',
      { chosen: { signConvention: 'card' } },
    );
    expect(answered.rows.map((r) => r[2])).toEqual([-550, 20000, -6000, -1200]);
  });

  it('leaves out balance lines and a footer, keeping their figures', async () => {
    const { statement, rows } = await read(
      [
        'Fecha;Concepto;Importe;Saldo',
        '01/03/2026;Saldo anterior;;1.000,00',
        '05/03/2026;Mercadona;-50,00;950,00',
        '06/03/2026;Nómina;1.500,00;2.450,00',
        ';Saldo final;;2.450,00',
        'Total movimientos: 2;;;',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [3, '2026-03-05', -5000, 'Mercadona'],
      [4, '2026-03-06', 150000, 'Nómina'],
    ]);
    expect(statement.facts).toMatchObject({ openingBalanceCents: 100000, closingBalanceCents: 245000 });
  });

  it('decides the encoding from the whole file: accents after 70 KiB of plain ASCII', async () => {
    const text = `Date,Description,Amount\n${'2026-03-01,Plain row,-1.00\n'.repeat(3000)}2026-03-02,Café Crème,-2.00\n`;
    const { statement, rows } = await read(iconv.encode(text, 'latin1'));
    expect(rows.at(-1)).toEqual([3002, '2026-03-02', -200, 'Café Crème']);
    expect(['iso-8859-1', 'windows-1252']).toContain(statement.reading.encoding);
  });

  it('reads UTF-16 with a byte-order mark and Windows-1250', async () => {
    const utf16 = await read(
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        iconv.encode('Date\tDescription\tAmount\n2026-03-01\tŁukasz Wójcik\t-1.00\n', 'utf-16le'),
      ]),
    );
    expect(utf16.rows).toEqual([[2, '2026-03-01', -100, 'Łukasz Wójcik']]);
    const czech = await read(
      iconv.encode('Datum;Popis;Částka\n01.03.2026;Platba kartou Žluťoučký kůň, Šumava;-12,00\n', 'win1250'),
    );
    expect(czech.rows).toEqual([[2, '2026-03-01', -1200, 'Platba kartou Žluťoučký kůň, Šumava']]);
  });

  it('refuses amounts that mix decimal marks, naming the line', async () => {
    const { statement } = await read('Date;Description;Amount\n2026-03-01;A;1.234,56\n2026-03-02;B;12.50\n');
    expect(statement.questions).toEqual([
      { about: 'decimalMark', message: 'The amounts mix a decimal point and a decimal comma (line 3: "12.50")' },
    ]);
  });
});
