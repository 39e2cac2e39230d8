/** Account rules and recodes in words, for the rules screen and the recode view. */
import type { RuleDirection, RuleMatch } from '../../gql/graphql';
import { formatInstant } from '../../shared/dates';
import { transactionCount } from './recodeForm';

export const RULE_MATCHES: readonly { value: RuleMatch; label: string }[] = [
  { value: 'CONTAINS', label: 'contains' },
  { value: 'STARTS_WITH', label: 'starts with' },
];

export const RULE_DIRECTIONS: readonly { value: RuleDirection; label: string }[] = [
  { value: 'EITHER', label: 'Money in or out' },
  { value: 'OUT', label: 'Money out' },
  { value: 'IN', label: 'Money in' },
];

const MATCH_WORDS: Record<RuleMatch, string> = { CONTAINS: 'contains', STARTS_WITH: 'starts with' };
const DIRECTION_WORDS: Record<RuleDirection, string> = { EITHER: 'money in or out', OUT: 'money out', IN: 'money in' };

export interface RuleParts {
  match: RuleMatch;
  text: string;
  direction: RuleDirection;
  financialAccountCode: string;
  financialAccountName: string;
}

/** 'Description starts with "TESCO", money out → 5000 – Cost of sales'. */
export function ruleSentence(rule: RuleParts): string {
  return `Description ${MATCH_WORDS[rule.match]} "${rule.text}", ${DIRECTION_WORDS[rule.direction]} → ${rule.financialAccountCode} – ${rule.financialAccountName}`;
}

export interface RecodeParts {
  at: string;
  byRules: boolean;
  startDate: string;
  endDate: string;
  financialAccountCode?: string | null;
  description?: string | null;
  changed: number;
  undoneAt?: string | null;
  username?: string | null;
}

/** '3 transactions of 2026-01-01 … 2026-03-31 whose description contains "vodacom" to 6100'. */
export function recodeWhat(recode: RecodeParts): string {
  const what = `${transactionCount(recode.changed)} of ${recode.startDate} … ${recode.endDate}`;
  return recode.byRules
    ? `${what} by the account rules`
    : `${what} whose description contains "${recode.description ?? ''}" to ${recode.financialAccountCode ?? ''}`;
}

/** 'By health.admin on 2026-03-05 10:00' (the company's time zone), and when it was undone. */
export function recodeWhenWho(recode: RecodeParts, timeZone: string): string {
  const by = recode.username ? `By ${recode.username} on ` : 'On ';
  const undone = recode.undoneAt ? `; undone on ${formatInstant(recode.undoneAt, timeZone)}` : '';
  return `${by}${formatInstant(recode.at, timeZone)}${undone}`;
}
