import { describe, expect, it } from 'vitest';
import { extensionsText, fileFitsFormat, IMPORT_FORMATS, importAccept } from './importFormats';

describe('the input formats', () => {
  it('are the six of the spec, with their codes', () => {
    expect(IMPORT_FORMATS.map((f) => [f.value, f.label])).toEqual([
      ['GENERIC_CSV', '001 Generic (CSV)'],
      ['BANK_PDF', '002 FNB bank statement (PDF)'],
      ['OFX', '003 OFX / QFX'],
      ['QIF', '004 QIF'],
      ['CAMT053', '005 CAMT.053 (XML)'],
      ['MT940', '006 MT940'],
    ]);
  });

  it('accept the files each one reads', () => {
    expect(IMPORT_FORMATS.map((f) => importAccept(f.value))).toEqual([
      '.csv,.txt',
      '.pdf',
      '.ofx,.qfx',
      '.qif',
      '.xml',
      '.sta,.mt940,.txt',
    ]);
    expect(extensionsText('MT940')).toBe('.sta, .mt940 or .txt');
    expect(extensionsText('QIF')).toBe('.qif');
  });

  it('tell a file that does not fit its format', () => {
    expect(fileFitsFormat('OFX', 'Checking.QFX')).toBe(true);
    expect(fileFitsFormat('OFX', 'march.csv')).toBe(false);
  });
});
