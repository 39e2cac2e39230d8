import type { ImportFormat } from '../../gql/graphql';

interface ImportFormatChoice {
  value: ImportFormat;
  /** The spec's code and name, as the Input Format dropdown shows them. */
  label: string;
  /** The file names the format reads: the file picker's accept list. */
  extensions: readonly string[];
  /** What a file of the format is, under the file picker. */
  hint: string;
}

/**
 * The statement import's input formats (spec §3 'Import input formats', docs/import-formats.md), the one list
 * of their codes, labels and file types. 001 is the default (spec §9).
 */
export const IMPORT_FORMATS: readonly ImportFormatChoice[] = [
  {
    value: 'GENERIC_CSV',
    label: '001 Generic (CSV)',
    extensions: ['.csv', '.txt'],
    hint: "Your bank's CSV export as it comes: the columns, date order, decimal mark and signs are read from the file, and you are asked when they are not clear.",
  },
  {
    value: 'BANK_PDF',
    label: '002 FNB bank statement (PDF)',
    extensions: ['.pdf'],
    hint: 'An FNB (First National Bank) statement as downloaded from Online Banking.',
  },
  {
    value: 'OFX',
    label: '003 OFX / QFX',
    extensions: ['.ofx', '.qfx'],
    hint: 'Open Financial Exchange or Quicken Web Connect, as banks offer for download.',
  },
  {
    value: 'QIF',
    label: '004 QIF',
    extensions: ['.qif'],
    hint: 'Quicken Interchange Format: a bank or card register.',
  },
  {
    value: 'CAMT053',
    label: '005 CAMT.053 (XML)',
    extensions: ['.xml'],
    hint: 'The ISO 20022 bank-to-customer statement (camt.053) in XML.',
  },
  {
    value: 'MT940',
    label: '006 MT940',
    extensions: ['.sta', '.mt940', '.txt'],
    hint: 'A SWIFT MT940 customer statement.',
  },
];

export const DEFAULT_IMPORT_FORMAT: ImportFormat = 'GENERIC_CSV';

function choiceOf(format: ImportFormat): ImportFormatChoice {
  return IMPORT_FORMATS.find((choice) => choice.value === format) ?? IMPORT_FORMATS[0]!;
}

/** The file picker's accept list for a format: '.ofx,.qfx'. */
export function importAccept(format: ImportFormat): string {
  return choiceOf(format).extensions.join(',');
}

export function importHint(format: ImportFormat): string {
  return choiceOf(format).hint;
}

/** Whether a file's name ends as the format's files do (a picker's accept list can be bypassed: 'All files'). */
export function fileFitsFormat(format: ImportFormat, fileName: string): boolean {
  const name = fileName.toLowerCase();
  return choiceOf(format).extensions.some((extension) => name.endsWith(extension));
}

/** '.ofx or .qfx', for a sentence. */
export function extensionsText(format: ImportFormat): string {
  const extensions = choiceOf(format).extensions;
  return extensions.length === 1
    ? extensions[0]!
    : `${extensions.slice(0, -1).join(', ')} or ${extensions[extensions.length - 1]!}`;
}
