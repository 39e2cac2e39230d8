import { describe, expect, it } from 'vitest';
import { amountMark, decimalMarksOf, parseStatementAmount, readsWithMark } from './statement-amounts.ts';
import { dateReadings, parseStatementDate, readDate } from './statement-dates.ts';
import { headerKey, roleOfHeader } from './csv/header-names.ts';

describe('statement amounts', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1 234.56', 123456],
    ['1\u00a0234.56', 123456],
    ['-12.50', -1250],
    ['−12.50', -1250],
    ['(12.50)', -1250],
    ['12.50-', -1250],
    ['+7', 700],
    ['R 1,500.00', 150000],
    ['-R1,500.00', -150000],
    ['R -1,500.00', -150000],
    ['£12.00', 1200],
    ['$0.99', 99],
    ['CAD 5.00', 500],
    ['5.00 CAD', 500],
    ['(£1,000.00)', -100000],
    ['1,500.00Cr', 150000],
    ['1,500.00 Dr', -150000],
    ['0.1', 10],
    ['S$1,289.50', 128950],
    ['S$500.00cr', 50000],
    ['RM 1,234.50', 123450],
    ['HK$88.00', 8800],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseStatementAmount(text, '.')).toEqual({ cents });
  });

  it.each([
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['-12,5', -1250],
    ['1.234', 123400],
    ['(R 7,00)', -700],
    ['€ 12,50', 1250],
    ['12,50 EUR', 1250],
    ["1'234,50", 123450],
  ])('reads %s with a decimal comma as %i cents', (text, cents) => {
    expect(parseStatementAmount(text, ',')).toEqual({ cents });
  });

  it.each([
    ["1'234.50", 123450],
    ['1,23,456.78', 12345678],
    ['12.50 CR', 1250],
    ['12.50DR', -1250],
    ['USD 5.00', 500],
    ['R$ 1,000.00', 100000],
  ])('reads %s with a decimal point as %i cents', (text, cents) => {
    expect(parseStatementAmount(text, '.')).toEqual({ cents });
  });

  it.each([
    ['12.50', ['.']],
    ['12,50', [',']],
    ['1,234.56', ['.']],
    ['1.234,56', [',']],
    ['1500', ['.', ',']],
    ['1,500', ['.']],
    ['1.500', [',']],
    ['abc', []],
    ['1 234 567,89', [',']],
    ['0235 12345678', []],
    ['12 50', []],
  ])('%s reads with the decimal marks %j', (text, marks) => {
    expect(decimalMarksOf(text)).toEqual(marks);
  });

  it('says when an amount is written with the other decimal mark', () => {
    expect(parseStatementAmount('12.50', ',')).toEqual({
      error: '"12.50" is written with a decimal point, unlike the file\'s other amounts',
    });
  });

  it.each([
    ['abc', /is not an amount/],
    ['12.345', /more than two decimals/],
    ['1,23.00', /is not an amount/],
    ['12.00.00', /is not an amount/],
    ['--', /is not an amount/],
    ['99999999999999999.00', /too large/],
  ])('refuses %s', (text, message) => {
    const result = parseStatementAmount(text, '.');
    expect(result && 'error' in result ? result.error : '').toMatch(message);
  });

  it('reads plain and grouped amounts the quick way exactly as the full way (a leading space takes the full way)', () => {
    const texts = [
      '0',
      '-0',
      '7',
      '12.5',
      '-12.50',
      '12,5',
      '1500',
      '1,500',
      '1.500',
      '1,234.56',
      '-1.234,56',
      '12,345,678.9',
    ];
    for (let i = 0; i < 400; i++) {
      const whole = String((i * 7919) % 100_000_000);
      texts.push(`${i % 3 === 0 ? '-' : ''}${whole}${i % 4 === 0 ? '' : `.${i % 100}`}`);
      texts.push(whole.replace(/\B(?=(\d{3})+$)/g, i % 2 ? ',' : '.') + (i % 2 ? `.${i % 10}` : `,${i % 100}`));
    }
    texts.push('12345678901234', '1,234,567,890,123.45');
    for (const text of texts) {
      expect(decimalMarksOf(text), text).toEqual(decimalMarksOf(` ${text}`));
      for (const mark of ['.', ','] as const) {
        expect(parseStatementAmount(text, mark), `${text} ${mark}`).toEqual(parseStatementAmount(` ${text}`, mark));
        expect(readsWithMark(text, mark), `${text} ${mark}`).toBe(readsWithMark(` ${text}`, mark));
      }
    }
  });

  it('treats a blank cell, or a lone dash some banks write for nothing, as no amount', () => {
    expect(parseStatementAmount('  ', '.')).toBeUndefined();
    expect(parseStatementAmount('-', '.')).toBeUndefined();
    expect(parseStatementAmount(' – ', ',')).toBeUndefined();
    expect(parseStatementAmount('--', '.')).toEqual({ error: '"--" is not an amount' });
  });

  it.each([
    ['12.50', undefined],
    ['1,500.00', undefined],
    ['S$12.40', undefined],
    ['-12.50', 'minus'],
    ['12,50-', 'minus'],
    ['€ -12,50', 'minus'],
    ['(12.50)', 'brackets'],
    ['(£1,000.00)', 'brackets'],
    ['1,500.00 Dr', 'dr'],
    ['1,500.00 DR.', 'dr'],
    ['1,500.00Cr', 'cr'],
    ['S$500.00cr', 'cr'],
    ['+12.50', 'plus'],
  ])('says %s carries the direction mark %s', (text, mark) => {
    expect(amountMark(text)).toBe(mark);
  });
});

describe('statement dates', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['2026/03/05', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['5 Mar 2026', '2026-03-05'],
    ['05 March 2026', '2026-03-05'],
    ['5-Sept-2026', '2026-09-05'],
    ['20260305', '2026-03-05'],
    ['2026-03-05 00:00:00', '2026-03-05'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseStatementDate(text)).toBe(date);
  });

  it.each(['31/02/2026', '2026-13-01', 'yesterday', '5 Foo 2026', '', '2026-3'])('refuses %s', (text) => {
    expect(parseStatementDate(text)).toBeUndefined();
  });

  it.each([
    ['03/04/2026', { DMY: '2026-04-03', MDY: '2026-03-04' }],
    ['13/04/2026', { DMY: '2026-04-13' }],
    ['04/13/26', { MDY: '2026-04-13' }],
    ['05.03.26', { fixed: '2026-03-05', form: 'DMY' }],
    ['2026-03-05T14:30:00+01:00', { fixed: '2026-03-05', form: 'YMD' }],
    ['5. März 2026', { fixed: '2026-03-05', form: 'DMY' }],
    ['05-mrt-2026', { fixed: '2026-03-05', form: 'DMY' }],
    ['5 févr. 2026', { fixed: '2026-02-05', form: 'DMY' }],
    ['05/ene/2026', { fixed: '2026-01-05', form: 'DMY' }],
    ['Mar 5, 2026', { fixed: '2026-03-05', form: 'MDY' }],
    ['3/5/2026 2:30 PM', { DMY: '2026-05-03', MDY: '2026-03-05' }],
    ['2018-01-01 20:49:45.0', { fixed: '2018-01-01', form: 'YMD' }],
    ['2026-03-02T23:47:05+11:00', { fixed: '2026-03-02', form: 'YMD' }],
    ['2024-01-15 10:23:45 +0000', { fixed: '2024-01-15', form: 'YMD' }],
    ['2024-01-15T10:23:45Z', { fixed: '2024-01-15', form: 'YMD' }],
    ['2026/03/05', { fixed: '2026-03-05', form: 'YMD' }],
    ['2026.03.05.', { fixed: '2026-03-05', form: 'YMD' }],
    ['15 Jan. 2024', { fixed: '2024-01-15', form: 'DMY' }],
    ['15-ene-2024', { fixed: '2024-01-15', form: 'DMY' }],
    ['15 janv. 2024', { fixed: '2024-01-15', form: 'DMY' }],
    ['15 Mrt 2024', { fixed: '2024-03-15', form: 'DMY' }],
    ['15 Okt 2024', { fixed: '2024-10-15', form: 'DMY' }],
    ['15 Des 2024', { fixed: '2024-12-15', form: 'DMY' }],
    ['15 Dez. 2024', { fixed: '2024-12-15', form: 'DMY' }],
    ['15 fev 2024', { fixed: '2024-02-15', form: 'DMY' }],
  ])('reads %s as %j', (text, readings) => {
    expect(dateReadings(text, 2030)).toEqual(readings);
  });

  it('reads a two-digit year as this century unless that is years ahead', () => {
    expect(readDate('05/03/26', 'DMY', 2027)).toBe('2026-03-05');
    expect(readDate('05/03/99', 'DMY', 2027)).toBe('1999-03-05');
  });
});

describe('CSV header names', () => {
  it('compares names without case, accents, spaces, punctuation or a bracketed note', () => {
    expect(headerKey('Money Out (R)')).toBe('moneyout');
    expect(headerKey('Naam / Omschrijving')).toBe('naamomschrijving');
    expect(headerKey('Débit')).toBe('debit');
  });

  it.each([
    ['Buchungstag', 'date'],
    ['Betrag (EUR)', 'amount'],
    ['Af Bij', 'flag'],
    ['Montant', 'amount'],
    ['Fecha valor', 'valueDate'],
    ['Descrição', 'description'],
    ['Beskrywing', 'description'],
    ['Verwendungszweck', 'memo'],
    ['Saldo', 'balance'],
    ['Amount (CAD)', 'amount'],
    ['Category', 'kind'],
    ['Wert', 'valueDate'],
    ['Partner Name', 'payee'],
    ['Begünstigter / Auftraggeber', 'payee'],
    ['Auftraggeber/Zahlungsempfänger', 'payee'],
    ['Zahlungsempfänger*in', 'payee'],
    ['Vorgang/Verwendungszweck', 'memo'],
    ['Beschreibung 2', 'description'],
    ['Popis příkazce', 'description'],
    ['Popis pro příjemce', 'description'],
    ['Verwendungszweck Zeile 1', 'memo'],
    ['Einzelbetrag', 'detail'],
    ['CreditDebet', 'flag'],
    ['Tegenrekeninghouder', 'payee'],
    ['Subcategory', 'kind'],
    ['SUBCATEGORÍA', 'kind'],
    ['Counter Party', 'payee'],
  ])('%s names the %s column', (name, role) => {
    expect(roleOfHeader(name)).toBe(role);
  });

  it.each([
    'Partner Iban',
    'Account Name',
    'Extended Details',
    'Originální částka',
    'Protiúčet a kód banky',
    'Datum odepsání z jiné banky',
    'IBAN / Kontonummer',
    'Zip Code',
  ])('%s names no column a description or money is read from', (name) => {
    expect(roleOfHeader(name)).toBeUndefined();
  });
});
