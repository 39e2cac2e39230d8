import type { ImportLimits, StatementRow } from '../statement-row.ts';
import { parseFnbStatement } from './fnb.ts';
import { readPdfLines } from './pdf-text.ts';

export interface BankFormat {
  /** The bank and statement, as the api documents it. */
  name: string;
  parse(lines: Parameters<typeof parseFnbStatement>[0], limits: ImportLimits): StatementRow[];
}

/** Import format 002: the PDF statement layouts the api reads, by the `{bank}` path segment. */
export const BANK_FORMATS: Readonly<Record<string, BankFormat>> = {
  fnb: { name: 'FNB (First National Bank, South Africa) account statement', parse: parseFnbStatement },
};

export function bankFormat(bank: string): BankFormat | undefined {
  return Object.hasOwn(BANK_FORMATS, bank) ? BANK_FORMATS[bank] : undefined;
}

export const PDF_LIMITS = { maxPages: 500, timeoutMs: 20_000 };

/** Reads the transactions of a bank's PDF statement. */
export async function parseBankStatement(format: BankFormat, pdf: Uint8Array, limits: ImportLimits) {
  return format.parse(await readPdfLines(pdf, PDF_LIMITS), limits);
}
