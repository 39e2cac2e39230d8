import { describe, expect, it } from 'vitest';
import { newRuleValues, ruleTexts, validateRuleForm } from './accountRuleForm';
import { recodeWhat, recodeWhenWho, ruleSentence } from './accountRuleText';

describe('the account rule form', () => {
  it('starts as "contains", either way, on the first account', () => {
    expect(newRuleValues([{ code: '1000' }, { code: '5100' }])).toEqual({
      match: 'CONTAINS',
      text: '',
      direction: 'EITHER',
      financialAccountCode: '1000',
    });
  });

  it('needs a text of at most 200 characters and an account; trims both', () => {
    const values = { match: 'STARTS_WITH' as const, text: ' ', direction: 'OUT' as const, financialAccountCode: '' };
    expect(validateRuleForm(values)).toEqual({
      ok: false,
      errors: { text: ruleTexts.textRequired, financialAccountCode: 'Choose an account.' },
    });
    expect(validateRuleForm({ ...values, text: 'x'.repeat(201), financialAccountCode: '5100' })).toEqual({
      ok: false,
      errors: { text: ruleTexts.textTooLong },
    });
    expect(validateRuleForm({ ...values, text: ' Tesco ', financialAccountCode: ' 5100 ' })).toEqual({
      ok: true,
      input: { match: 'STARTS_WITH', text: 'Tesco', direction: 'OUT', financialAccountCode: '5100' },
    });
  });
});

describe('rules and recodes in words', () => {
  it('says a rule as a sentence', () => {
    expect(
      ruleSentence({
        match: 'STARTS_WITH',
        text: 'TESCO',
        direction: 'OUT',
        financialAccountCode: '5000',
        financialAccountName: 'Cost of sales',
      }),
    ).toBe('Description starts with "TESCO", money out → 5000 – Cost of sales');
    expect(
      ruleSentence({
        match: 'CONTAINS',
        text: 'refund',
        direction: 'IN',
        financialAccountCode: '4000',
        financialAccountName: 'Sales',
      }),
    ).toBe('Description contains "refund", money in → 4000 – Sales');
  });

  it('says what a recode did, who ran it and when, in the company’s zone', () => {
    const recode = {
      at: '2026-03-05T22:30:00Z',
      byRules: false,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      financialAccountCode: '6100',
      description: 'vodacom',
      changed: 1,
      undoneAt: null,
      username: 'health.admin',
    };
    expect(recodeWhat(recode)).toBe(
      '1 transaction of 2026-03-01 … 2026-03-31 whose description contains "vodacom" to 6100',
    );
    expect(recodeWhat({ ...recode, byRules: true, changed: 1200 })).toBe(
      '1,200 transactions of 2026-03-01 … 2026-03-31 by the account rules',
    );
    expect(recodeWhenWho(recode, 'Africa/Johannesburg')).toBe('By health.admin on 2026-03-06 00:30');
    expect(recodeWhenWho({ ...recode, username: null, undoneAt: '2026-03-06T08:00:00Z' }, 'Europe/London')).toBe(
      'On 2026-03-05 22:30; undone on 2026-03-06 08:00',
    );
  });
});
