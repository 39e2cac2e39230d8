import { describe, expect, it } from 'vitest';
import { assetBytes, median, type NetworkEntry } from './page-network.ts';

const entry = (type: string, bodyBytes: number, step: string, encoding = 'gzip'): NetworkEntry => ({
  url: `http://127.0.0.1/${type}-${bodyBytes}`,
  type,
  encoding,
  bodyBytes,
  step,
});

describe('assetBytes', () => {
  const entries = [
    entry('Document', 600, 'sign-in page'),
    entry('Script', 80_000, 'sign-in page'),
    entry('Script', 700, 'sign-in page', ''),
    entry('Stylesheet', 48_000, 'sign-in page'),
    entry('Fetch', 3_500, 'invoices'),
    entry('Script', 13_000, 'invoices'),
    entry('Image', 0, 'invoices', ''),
  ];

  it('sums the JS and CSS of one step, and counts what came uncompressed', () => {
    expect(assetBytes(entries, 'sign-in page')).toEqual({
      js: 80_700,
      css: 48_000,
      other: 600,
      files: 3,
      uncompressed: 1,
    });
  });

  it('sums every step without one', () => {
    expect(assetBytes(entries)).toEqual({ js: 93_700, css: 48_000, other: 4_100, files: 4, uncompressed: 1 });
  });

  it('is zero for a step with no responses', () => {
    expect(assetBytes(entries, 'nothing')).toEqual({ js: 0, css: 0, other: 0, files: 0, uncompressed: 0 });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([1712, 1517, 1872])).toBe(1712);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
