import { describe, expect, it } from 'vitest';
import type { FmImportReadingFragment } from '../../gql/graphql';
import { CSV_READING } from './importFixtures';
import { dateOrderText, readingPhrases } from './importReading';

const reading = (overrides: Partial<typeof CSV_READING>) =>
  ({ ...CSV_READING, ...overrides }) as FmImportReadingFragment;

describe('how a file was read, in words', () => {
  it('says the date order and where it came from', () => {
    expect(dateOrderText('DMY', 'REGION')).toBe('Dates read as day/month/year (from your region)');
    expect(dateOrderText('MDY', 'FILE')).toBe('Dates read as month/day/year (from the file)');
    expect(dateOrderText('YMD', 'PROFILE')).toBe('Dates read as year/month/day (as you chose)');
    expect(dateOrderText('DMY', null)).toBe('Dates read as day/month/year');
  });

  it('says the decimal mark, the sign convention, the encoding, the currency and the account', () => {
    expect(
      readingPhrases(
        reading({
          decimalMark: ',',
          dateOrderFrom: 'FILE',
          encoding: 'windows-1252',
          currency: 'EUR',
          account: 'DE12 3456',
        }),
      ),
    ).toEqual([
      'Dates read as day/month/year (from the file)',
      'decimal comma',
      'money out is negative',
      'encoding windows-1252',
      'currency EUR',
      'account DE12 3456',
    ]);
    const sign = (signConvention: typeof CSV_READING.signConvention) => readingPhrases(reading({ signConvention }))[2];
    expect(sign('CARD')).toBe('card statement: purchases are money out');
    expect(sign('DEBIT_CREDIT')).toBe('money out and money in columns');
    expect(sign('FLAG')).toBe('a direction column');
  });

  it('says only what it knows for a format that fixes the rest', () => {
    expect(
      readingPhrases(
        reading({ encoding: null, dateOrder: null, dateOrderFrom: null, decimalMark: null, signConvention: 'FORMAT' }),
      ),
    ).toEqual(['the format says which way money moves']);
  });
});
