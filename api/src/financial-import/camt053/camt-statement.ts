import type { Cents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import { all, amountCents, at, child, direction, textAt } from './camt-values.ts';
import type { XmlElement } from './xml-tree.ts';

export interface CamtBalance {
  cents: Cents;
  line: number;
  code: string;
}

/** What a Stmt says about itself: its account, currency and booked balances. */
export interface CamtStatementHead {
  line: number;
  account: string;
  currency: string | undefined;
  /** OPBD (opening booked), else PRCD (the previous statement's closing). */
  opening: CamtBalance | undefined;
  /** CLBD (closing booked). */
  closing: CamtBalance | undefined;
}

function balance(bal: XmlElement): CamtBalance & { currency: string | undefined } {
  const code = textAt(bal, 'Tp', 'CdOrPrtry', 'Cd') ?? textAt(bal, 'Tp', 'CdOrPrtry', 'Prtry') ?? '';
  const amount = child(bal, 'Amt');
  if (!amount) throw unreadable(`${at(bal, `Bal ${code}`)}: the balance has no amount (Amt)`);
  const sign = direction(child(bal, 'CdtDbtInd'), bal, `Bal ${code}/CdtDbtInd`);
  return {
    cents: sign * amountCents(amount, `Bal ${code}/Amt`) || 0,
    line: bal.line,
    code,
    currency: amount.attributes.Ccy,
  };
}

/** Reads a Stmt's account (Acct/Id/IBAN or Othr/Id), currency (Acct/Ccy, else its balances') and balances. */
export function readStatementHead(stmt: XmlElement): CamtStatementHead {
  const account = textAt(stmt, 'Acct', 'Id', 'IBAN') ?? textAt(stmt, 'Acct', 'Id', 'Othr', 'Id');
  if (!account) throw unreadable(`${at(stmt, 'Stmt/Acct')}: the statement names no account (Acct/Id/IBAN or Othr/Id)`);
  const balances = all(stmt, 'Bal').map(balance);
  const find = (code: string) => balances.find((b) => b.code === code);
  const opening = find('OPBD') ?? find('PRCD');
  const closing = find('CLBD');
  return {
    line: stmt.line,
    account,
    currency: textAt(stmt, 'Acct', 'Ccy') ?? balances.find((b) => b.currency)?.currency,
    opening: opening && { cents: opening.cents, line: opening.line, code: opening.code },
    closing: closing && { cents: closing.cents, line: closing.line, code: closing.code },
  };
}
