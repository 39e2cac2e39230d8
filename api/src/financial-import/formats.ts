import { parseCamt053 } from './camt053/parse-camt053.ts';
import { parseMt940 } from './mt940/parse-mt940.ts';
import { parseOfx } from './ofx/parse-ofx.ts';
import { parseQif } from './qif/parse-qif.ts';
import type { ImportLimits, ParsedStatement } from './statement-row.ts';

/**
 * The statement formats read whole (structured files: the format fixes dates and signs), by the path
 * segment of their spec-style route, with their input-format code. Formats 001 (CSV, streamed) and
 * 002 (a bank's PDF) have routes of their own. docs/import-formats.md describes each.
 */
export const FILE_FORMATS = {
  ofx: {
    code: '003',
    name: 'OFX / QFX (Open Financial Exchange, Quicken Web Connect)',
    read: (bytes: Uint8Array, limits: ImportLimits) => parseOfx(bytes, limits),
  },
  qif: {
    code: '004',
    name: 'QIF (Quicken Interchange Format)',
    read: (bytes: Uint8Array, limits: ImportLimits, ambiguousDateOrder: 'DMY' | 'MDY') =>
      parseQif(bytes, limits, { ambiguousDateOrder }),
  },
  camt053: {
    code: '005',
    name: 'ISO 20022 CAMT.053 bank-to-customer statement (XML)',
    read: (bytes: Uint8Array, limits: ImportLimits) => parseCamt053(bytes, limits),
  },
  mt940: {
    code: '006',
    name: 'SWIFT MT940 customer statement',
    read: (bytes: Uint8Array, limits: ImportLimits) => parseMt940(bytes, limits),
  },
} as const satisfies Record<
  string,
  {
    code: string;
    name: string;
    read: (bytes: Uint8Array, limits: ImportLimits, order: 'DMY' | 'MDY') => ParsedStatement;
  }
>;

export type FileFormatPath = keyof typeof FILE_FORMATS;

/** Every input-format code of the import: 001 CSV, 002 a bank's PDF, then the structured formats. */
export const FORMAT_CODES = ['001', '002', '003', '004', '005', '006'] as const;
export type FormatCode = (typeof FORMAT_CODES)[number];

export function fileFormatOfCode(code: FormatCode): (typeof FILE_FORMATS)[FileFormatPath] | undefined {
  return Object.values(FILE_FORMATS).find((format) => format.code === code);
}
