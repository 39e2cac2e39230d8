/** The account rule form of the rules screen: its values, checks and input. */
import type { AccountRuleInput, RuleDirection, RuleMatch } from '../../gql/graphql';
import { validationTexts } from './validation';

export interface AccountRuleFormValues {
  match: RuleMatch;
  text: string;
  direction: RuleDirection;
  financialAccountCode: string;
}

export type AccountRuleFormErrors = Partial<Record<'text' | 'financialAccountCode', string>>;

/** The api's limit on a rule's text. */
export const MAX_RULE_TEXT = 200;

export const ruleTexts = {
  textRequired: 'Enter the text the description contains or starts with.',
  textTooLong: `Keep the text to ${MAX_RULE_TEXT} characters.`,
} as const;

/** A new rule: "contains", either way, the first account. */
export function newRuleValues(accounts: readonly { code: string }[]): AccountRuleFormValues {
  return { match: 'CONTAINS', text: '', direction: 'EITHER', financialAccountCode: accounts[0]?.code ?? '' };
}

export function validateRuleForm(
  values: AccountRuleFormValues,
): { ok: true; input: AccountRuleInput } | { ok: false; errors: AccountRuleFormErrors } {
  const text = values.text.trim();
  const code = values.financialAccountCode.trim();
  const errors: AccountRuleFormErrors = {};
  if (text === '') errors.text = ruleTexts.textRequired;
  else if (text.length > MAX_RULE_TEXT) errors.text = ruleTexts.textTooLong;
  if (code === '') errors.financialAccountCode = validationTexts.accountRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { match: values.match, text, direction: values.direction, financialAccountCode: code } };
}
