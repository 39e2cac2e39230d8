import { unreadable } from '../statement-row.ts';
import type { XmlElement } from './xml-tree.ts';

/** The camt.053 versions read: their statement, balance and entry elements are the ones this reader knows. */
const FIRST_VERSION = 2;
const LAST_VERSION = 8;

const ISO_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3})\.\d{3}\.(\d{2})$/;

/** ISO 20022 messages people mistake for a statement, by the element under <Document>. */
const OTHER_MESSAGES: Readonly<Record<string, string>> = {
  BkToCstmrAcctRpt: 'camt.052, an intraday account report',
  BkToCstmrDbtCdtNtfctn: 'camt.054, a debit/credit notification',
  CstmrCdtTrfInitn: 'pain.001, a credit transfer order',
  CstmrDrctDbtInitn: 'pain.008, a direct debit order',
  CstmrPmtStsRpt: 'pain.002, a payment status report',
};

/**
 * Checks the message element (the child of <Document>) is a camt.053 statement of a version read,
 * and answers its name for the review ("camt.053.001.02"). Anything else is refused, naming it.
 */
export function camt053Version(message: XmlElement): string {
  const namespace = ISO_NAMESPACE.exec(message.uri);
  if (message.name !== 'BkToCstmrStmt') {
    const other = namespace?.[1] === 'camt.053' ? undefined : namespace?.[1];
    const what = OTHER_MESSAGES[message.name] ?? other;
    throw unreadable(
      what
        ? `Line ${message.line}: this is an ISO 20022 ${what} message, not a camt.053 bank statement`
        : `Line ${message.line}: this is not a camt.053 bank statement: <Document> holds <${message.name}>, not <BkToCstmrStmt>`,
    );
  }
  if (!namespace) return 'camt.053 (without its namespace)';
  const version = Number(namespace[2]);
  if (namespace[1] !== 'camt.053' || version < FIRST_VERSION || version > LAST_VERSION) {
    throw unreadable(
      `Line ${message.line}: the namespace ${message.uri} is not that of camt.053.001.02 to camt.053.001.08, the versions read`,
    );
  }
  return `camt.053.001.${namespace[2]}`;
}
