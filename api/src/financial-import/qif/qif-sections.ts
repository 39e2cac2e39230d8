import { unreadable } from '../statement-row.ts';

/** One line of a record: its one-letter code (D, T, P, S, $ …) and its value. */
export interface QifField {
  code: string;
  value: string;
  line: number;
}

/** The fields between two `^` lines. */
export interface QifRecord {
  /** The line of its first field. */
  line: number;
  fields: QifField[];
  /** False for a last record that the file ends in before its `^`. */
  ended: boolean;
}

/** The register types whose records are transactions (Quicken's `!Type:` headers). */
export type QifRegister = 'Bank' | 'Cash' | 'CCard' | 'Oth A' | 'Oth L';

/** A block of records under one header: transactions of a register, or a list that is not imported. */
export interface QifSection {
  /** The header as written: `!Type:Bank`, `!Type:Cat`, `!Account` … */
  header: string;
  line: number;
  /**
   * `register`: transactions; `account`: the `!Account` record naming the register that follows;
   * `list`: categories, classes, memorized transactions, an AutoSwitch account list … (not imported).
   */
  kind: 'register' | 'account' | 'list';
  register: QifRegister | undefined;
  records: QifRecord[];
  /** The name (N) of the `!Account` record that came before a register, when there is one. */
  account: { name: string; line: number } | undefined;
}

const REGISTERS: Readonly<Record<string, QifRegister>> = {
  bank: 'Bank',
  cash: 'Cash',
  ccard: 'CCard',
  otha: 'Oth A',
  othl: 'Oth L',
};

/** Lists Quicken writes beside the registers: nothing in them moves money, so they are left out. */
const LISTS = new Set(['cat', 'class', 'memorized', 'security', 'prices', 'tag', 'payee', 'budget', 'invitem']);

function sectionFor(header: string, line: number, autoSwitch: boolean): Omit<QifSection, 'account'> {
  const type = /^!Type:\s*(.*)$/i.exec(header)?.[1]?.replace(/\s+/g, '').toLowerCase();
  if (type === undefined) {
    if (/^!Account\s*$/i.test(header)) {
      return { header, line, kind: autoSwitch ? 'list' : 'account', register: undefined, records: [] };
    }
    throw unreadable(`Line ${line}: "${header}" is not a QIF header this importer knows`);
  }
  if (type === 'invst') {
    throw unreadable(
      `Line ${line}: this is an investment account (!Type:Invst); only bank, cash and card registers are imported from QIF`,
    );
  }
  if (LISTS.has(type)) return { header, line, kind: 'list', register: undefined, records: [] };
  const register = REGISTERS[type];
  if (!register) {
    throw unreadable(
      `Line ${line}: "${header}" is not a register this importer reads (!Type:Bank, Cash, CCard, Oth A or Oth L)`,
    );
  }
  return { header, line, kind: 'register', register, records: [] };
}

/**
 * Splits a QIF file into its sections and records. A record's fields are one a line, each starting
 * with its code; `^` ends a record. `!Account` is both the header of an account list (between
 * `!Option:AutoSwitch` and `!Clear:AutoSwitch`, left out) and the header naming the account of the
 * register that follows; other `!Option:` / `!Clear:` lines are settings without data.
 */
export function qifSections(text: string): QifSection[] {
  const lines = text.split(/\r\n|\r|\n/);
  const sections: QifSection[] = [];
  let section: QifSection | undefined;
  let record: QifRecord | undefined;
  let autoSwitch = false;
  let account: QifSection['account'];

  const endRecord = (ended: boolean) => {
    if (!record || !section) return;
    record.ended = ended;
    section.records.push(record);
    if (ended && section.kind === 'account') {
      const name = record.fields.find((field) => field.code === 'N')?.value;
      if (name) account = { name, line: record.line };
    }
    record = undefined;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (!content) return;
    if (!section && !content.startsWith('!')) {
      throw unreadable(
        `Line ${line}: this is not a QIF file: it should start with a header such as !Type:Bank (found "${content.slice(0, 40)}")`,
      );
    }
    if (content.startsWith('!')) {
      endRecord(false);
      if (/^!Option:AutoSwitch/i.test(content)) autoSwitch = true;
      else if (/^!Clear:AutoSwitch/i.test(content)) autoSwitch = false;
      if (/^!(Option|Clear):/i.test(content)) return;
      section = { ...sectionFor(content, line, autoSwitch), account: undefined };
      if (section.register) section.account = account;
      sections.push(section);
      return;
    }
    if (content === '^') {
      endRecord(true);
      return;
    }
    record ??= { line, fields: [], ended: false };
    record.fields.push({ code: content[0]!.toUpperCase(), value: content.slice(1).trim(), line });
  });
  endRecord(false);
  return sections;
}
