import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCsvStatement } from './parse-csv.ts';

const limits = { maxRows: 1000, earliest: '1990-01-01', latest: '2030-12-31' };

describe('CSV statement stream', () => {
  it('reads rows whatever the chunk boundaries (inside CRLF, inside a UTF-8 character, inside quotes)', async () => {
    const text = 'Date;Description;Amount\r\n2026-03-01;"Café, ""Zoë"" – 5 €";-1.234,50\r\n2026-03-02;Naïve;7\r\n';
    const bytes = Buffer.from(text);
    for (let size = 1; size <= 7; size++) {
      const source = new PassThrough();
      const parsed = parseCsvStatement(source, limits);
      for (let at = 0; at < bytes.length; at += size) source.write(bytes.subarray(at, at + size));
      source.end();
      expect(await parsed, `chunks of ${size}`).toEqual([
        { line: 2, processed: '2026-03-01', description: 'Café, "Zoë" – 5 €', amountCents: -123450, accountCode: '' },
        { line: 3, processed: '2026-03-02', description: 'Naïve', amountCents: 700, accountCode: '' },
      ]);
    }
  });

  it('counts lines after lone-CR line breaks and multi-line quoted fields', async () => {
    const source = new PassThrough();
    const parsed = parseCsvStatement(source, limits);
    source.end('Date,Description,Amount\r2026-03-01,"two\rlines",1\r2026-03-02,b,oops\r');
    await expect(parsed).rejects.toThrow('Line 4: the amount "oops" is not an amount');
  });

  it('stops with "interrupted" when the upload is cut off, instead of waiting forever', async () => {
    const source = new PassThrough();
    const parsed = parseCsvStatement(source, limits);
    source.write('Date,Description,Amount\n2026-03-01,a,1\n2026-03-0');
    setTimeout(() => source.destroy(), 10);
    await expect(parsed).rejects.toThrow('The upload was interrupted before the whole file arrived');
  });
});
