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

  it('reads the direction from Dutch words (Knab: Afschrijvingen/Bijschrijvingen) and the booking date over the transaction date', async () => {
    const { statement, rows } = await read(
      [
        'Rekeningnummer;Transactiedatum;CreditDebet;Bedrag;Tegenrekeninghouder;Omschrijving;Boekdatum;',
        '"NL12KNAB0123456789";"03-03-2026";"Afschrijvingen";"6,5";"Bakkerij Van Dijk";"Pasvolgnr. 001";"04-03-2026";',
        '"NL12KNAB0123456789";"16-03-2026";"Bijschrijvingen";"1.234,56";"Anouk de Groot";"Factuur 2026-014";"16-03-2026";',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [2, '2026-03-04', -650, 'Bakkerij Van Dijk - Pasvolgnr. 001'],
      [3, '2026-03-16', 123456, 'Anouk de Groot - Factuur 2026-014'],
    ]);
    expect(statement.reading.signConvention).toBe('flag');
  });

  it('reads a file whose only date is a value date by it (ING España)', async () => {
    const { rows } = await read(
      'F. VALOR,DESCRIPCIÓN,IMPORTE (€),SALDO (€)\n14/03/2026,Recibo IBERDROLA,-64.12,"2,808.33"\n9/3/26,Comisión,-3,"2,872.45"\n',
    );
    expect(rows).toEqual([
      [2, '2026-03-14', -6412, 'Recibo IBERDROLA'],
      [3, '2026-03-09', -300, 'Comisión'],
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

  it('reads a card statement with purchases positive when a negative row says the payment was received, or a card column says so', async () => {
    const card =
      'Date,Description,Amount\n03/05/2026,STARBUCKS,5.50\n03/06/2026,AMAZON,45.99\n03/07/2026,UBER,12.00\n03/08/2026,ONLINE PAYMENT RECEIVED,-200.00\n03/09/2026,SHELL,60.00\n';
    const { statement, rows } = await read(card);
    expect(statement.questions).toEqual([]);
    expect(rows.map((r) => r[2])).toEqual([-550, -4599, -1200, 20000, -6000]);
    expect(statement.reading.signConvention).toBe('card');
    expect(statement.reading.notes[0]).toMatch(/^Read as a card statement/);
    // A column only card exports have says so too (Amex: "Appears On Your Statement As").
    const amex = await read(
      'Date,Description,Amount,Appears On Your Statement As\n03/05/2026,STARBUCKS,5.50,STARBUCKS\n03/06/2026,AMAZON,45.99,AMZN\n03/08/2026,ADOBE CREDIT,-20.00,ADOBE\n03/09/2026,SHELL,60.00,SHELL\n',
    );
    expect(amex.rows.map((r) => r[2])).toEqual([-550, -4599, 2000, -6000]);
  });

  it('never turns a bank account round: a balance column, a payment received as money in, or purchases among the negatives', async () => {
    const withBalance = await read(
      'Date,Description,Amount,Balance\n03/05/2026,PATIENT A,55.00,155.00\n03/06/2026,PATIENT B,45.00,200.00\n03/07/2026,PATIENT C,12.00,212.00\n03/08/2026,CARD PAYMENT RECEIVED,-200.00,12.00\n',
    );
    expect(withBalance.statement.questions.map((q) => q.about)).toEqual(['signConvention']);
    const receivedIn = await read(
      'Date,Description,Amount\n03/05/2026,PATIENT A,55.00\n03/06/2026,PAYMENT RECEIVED,45.00\n03/07/2026,PATIENT C,12.00\n03/08/2026,CARD PAYMENT RECEIVED,-200.00\n03/09/2026,PATIENT D,10.00\n',
    );
    expect(receivedIn.statement.reading.signConvention).toBe('signed');
    expect(receivedIn.rows.map((r) => r[2])).toEqual([5500, 4500, 1200, -20000, 1000]);
    const purchases = await read(
      'Date,Description,Amount\n03/05/2026,PATIENT A,55.00\n03/06/2026,PATIENT B,45.00\n03/07/2026,PATIENT C,12.00\n03/08/2026,PAYMENT RECEIVED,-200.00\n03/09/2026,STAPLES,-10.00\n',
    );
    expect(purchases.statement.reading.signConvention).toBe('signed');
    expect(purchases.rows.map((r) => r[2])).toEqual([5500, 4500, 1200, -20000, -1000]);
  });

  it('tells unnamed money-out and money-in columns apart by the balance they move (TD)', async () => {
    const { statement, rows } = await read(
      '03/02/2026,PHARMACY,45.20,,954.80\n03/04/2026,DEPOSIT,,875.00,1829.80\n03/09/2026,PHONE,129.99,,1699.81\n',
      { ambiguousDateOrder: 'MDY' },
    );
    expect(statement.questions).toEqual([]);
    expect(rows.map((r) => r[2])).toEqual([-4520, 87500, -12999]);
    // Money out and money in swapped: only the other reading follows the balances.
    const swapped = await read(
      '03/02/2026,PHARMACY,,45.20,954.80\n03/04/2026,DEPOSIT,875.00,,1829.80\n03/09/2026,PHONE,,129.99,1699.81\n',
      { ambiguousDateOrder: 'MDY' },
    );
    expect(swapped.rows.map((r) => r[2])).toEqual([-4520, 87500, -12999]);
    // Balances that follow neither reading leave the question.
    const broken = await read(
      '03/02/2026,PHARMACY,45.20,,954.80\n03/04/2026,DEPOSIT,,875.00,1000.00\n03/09/2026,PHONE,129.99,,1699.81\n',
      { ambiguousDateOrder: 'MDY' },
    );
    expect(broken.statement.questions.map((q) => q.about)).toEqual(['columns']);
  });

  it('leaves out the detail lines of a collective booking when they add up to it, and refuses them when not (UBS)', async () => {
    const file = (parts: string[]) =>
      [
        'Buchungsdatum;Beschreibung 1;Einzelbetrag;Belastung;Gutschrift;Saldo',
        "12.03.2026;Dauerauftrag MIETE;;2'750.00;;51'474.52",
        "09.03.2026;e-banking-Sammelauftrag;;2'345.60;;54'224.52",
        ...parts,
        "04.03.2026;SWISSCOM;;180.00;;56'570.12",
      ].join('\n');
    const { statement, rows } = await read(
      file(['09.03.2026;LOHN ROSSI;-1200;;;', '09.03.2026;LOHN FAVRE;-845.6;;;', '09.03.2026;SPESEN MEIER;-300;;;']),
    );
    expect(rows.map((r) => r[2])).toEqual([-275000, -234560, -18000]);
    expect(statement.reading.notes).toContain(
      '3 detail lines of collective bookings left out (they add up to their booking)',
    );
    await expect(read(file(['09.03.2026;LOHN ROSSI;-1200;;;', '09.03.2026;LOHN FAVRE;-845.6;;;']))).rejects.toThrow(
      'Line 4, column "Einzelbetrag": the detail lines from here add up to 2045.60, not to the 2345.60 booked on line 3',
    );
  });

  it("leaves the holder's own name out of payer and payee columns, and Excel's apostrophe out of text", async () => {
    const holder = 'Praxis Dr. Zoë Müller';
    const { rows } = await read(
      [
        '"Buchungsdatum";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Betrag (€)"',
        `"20.03.26";"${holder}";"Amazon EU S.a.r.l.";"302-1234567";"-23,49 €"`,
        `"16.03.26";"${holder}";"Apotheker- und Ärztebank";"Tilgung";"-1.200,00 €"`,
        `"12.03.26";"Søren Ødegård";"${holder}";"Rechnung 2026-031";"320,00 €"`,
        `"09.03.26";"${holder}";"Vodafone GmbH";"Rechnung 03/2026";"-49,99 €"`,
        `"05.03.26";"${holder}";"Hausverwaltung Ößel";"Miete";"-1.850,00 €"`,
      ].join('\n'),
    );
    expect(rows.map((r) => r[3])).toEqual([
      'Amazon EU S.a.r.l. - 302-1234567',
      'Apotheker- und Ärztebank - Tilgung',
      'Søren Ødegård - Rechnung 2026-031',
      'Vodafone GmbH - Rechnung 03/2026',
      'Hausverwaltung Ößel - Miete',
    ]);
    const natwest = await read(
      'Date, Type, Description, Value\n02 Mar 2026,BAC,"\'LOCUM FEES",4125.00\n03 Mar 2026,POS,"\'TESCO STORES",-23.45\n',
    );
    expect(natwest.rows.map((r) => r[3])).toEqual(['LOCUM FEES - BAC', 'TESCO STORES - POS']);
  });

  it('keeps a payee that recurs on every row (rent to one landlord) or stands in a description column too', async () => {
    const rent = await read(
      [
        'Buchungstag;Empfänger;Verwendungszweck;Betrag',
        ...[1, 2, 3, 4, 5, 6].map((m) => `01.0${m}.2026;Hausverwaltung Ößel;Miete 0${m}/2026;-850,00`),
      ].join('\n'),
    );
    expect(rent.rows.map((r) => r[3])).toEqual([1, 2, 3, 4, 5, 6].map((m) => `Hausverwaltung Ößel - Miete 0${m}/2026`));
    const merchant = await read(
      [
        'Date,Payee,Description,Amount',
        '2026-03-01,AMAZON,AMAZON,-1.00',
        '2026-03-02,AMAZON,Order 2,-2.00',
        '2026-03-03,AMAZON,AMAZON,-3.00',
        '2026-03-04,AMAZON,Order 4,-4.00',
        '2026-03-05,Shell,AMAZON,-5.00',
      ].join('\n'),
    );
    expect(merchant.rows.map((r) => r[3])).toEqual([
      'AMAZON',
      'AMAZON - Order 2',
      'AMAZON',
      'AMAZON - Order 4',
      'Shell - AMAZON',
    ]);
  });

  it('leaves a row with an empty description and a "Total" elsewhere to be refused, not out', async () => {
    await expect(
      read('Date;Description;Status;Amount\n2026-03-01;Rent;Booked;-850,00\n2026-03-02;;Total;-12,00\n'),
    ).rejects.toThrow('Line 3, column "Description": the description is empty');
  });

  it('leaves out a balance line whose words stand outside the description (Volksbank)', async () => {
    const { statement, rows } = await read(
      [
        '"Buchungstag";"Empfänger/Zahlungspflichtiger";"Vorgang/Verwendungszweck";"Kundenreferenz";"Umsatz";" "',
        '"02.03.2026";"KV Hessen";"Honorarabschlag";;"12.257,10";"H"',
        '"03.03.2026";"Rossmann";"Basislastschrift";;"10,90";"S"',
        '"01.03.2026";;;"Anfangssaldo";"8.234,67";"H"',
        '"31.03.2026";;;"Endsaldo";"20.480,87";"H"',
      ].join('\n'),
    );
    expect(rows).toEqual([
      [2, '2026-03-02', 1225710, 'KV Hessen - Honorarabschlag'],
      [3, '2026-03-03', -1090, 'Rossmann - Basislastschrift'],
    ]);
    expect(statement.facts).toMatchObject({ openingBalanceCents: 823467, closingBalanceCents: 2048087 });
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
