import { fetch, FormData } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

const RULE_FIELDS = 'id position match text direction financialAccountCode financialAccountName financialAccountType';
const RECODE_FIELDS = 'id byRules startDate endDate financialAccountCode description changed undoneAt username';

interface Rule {
  id: string;
  position: number;
  match: string;
  text: string;
  direction: string;
  financialAccountCode: string;
}
interface Recode {
  id: string;
  changed: number;
  undoneAt: string | null;
}

describe('account rules and recode with preview and undo through the gateway', () => {
  let stack: TestStack;
  let business: string;
  let health: string;
  beforeAll(async () => {
    stack = await startStack('pglite');
    business = await stack.signIn('business.admin');
    health = await stack.signIn('health.admin');
  });
  afterAll(() => stack.close());

  const create = async (input: Record<string, unknown>, auth = business) => {
    const res = await stack.graphql<{ createAccountRule: Rule }>(
      `mutation($input: AccountRuleInput!) { createAccountRule(input: $input) { ${RULE_FIELDS} } }`,
      { input },
      auth,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createAccountRule;
  };
  const rules = async (auth = business) =>
    (await stack.graphql<{ accountRules: Rule[] }>(`{ accountRules { ${RULE_FIELDS} } }`, undefined, auth)).data!
      .accountRules;

  it('creates, lists in order, moves and deletes rules; refuses what the api refuses', async () => {
    const tesco = await create({ match: 'STARTS_WITH', text: 'Tesco', direction: 'OUT', financialAccountCode: '5000' });
    expect(tesco).toEqual({
      id: expect.any(String),
      position: 1,
      match: 'STARTS_WITH',
      text: 'Tesco',
      direction: 'OUT',
      financialAccountCode: '5000',
      financialAccountName: 'Cost of sales',
      financialAccountType: 'E',
    });
    const refund = await create({
      match: 'CONTAINS',
      text: 'refund',
      direction: 'IN',
      financialAccountCode: '4000',
      position: 1,
    });
    expect((await rules()).map((r) => [r.position, r.text])).toEqual([
      [1, 'refund'],
      [2, 'Tesco'],
    ]);

    const moved = await stack.graphql<{ updateAccountRule: Rule }>(
      `mutation($id: ID!, $input: AccountRuleInput!) { updateAccountRule(id: $id, input: $input) { ${RULE_FIELDS} } }`,
      {
        id: tesco.id,
        input: { match: 'STARTS_WITH', text: 'TESCO', direction: 'EITHER', financialAccountCode: '5000', position: 1 },
      },
      business,
    );
    expect(moved.data!.updateAccountRule).toMatchObject({ position: 1, text: 'TESCO', direction: 'EITHER' });
    expect((await rules()).map((r) => r.id)).toEqual([tesco.id, refund.id]);

    const bad = await stack.graphql(
      `mutation($input: AccountRuleInput!) { createAccountRule(input: $input) { id } }`,
      { input: { match: 'CONTAINS', text: 'x', direction: 'IN', financialAccountCode: '0000' } },
      business,
    );
    expect(bad.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [expect.objectContaining({ field: 'financialAccountCode' })] },
    });
    // another company's rule is not found, and stays
    const theirs = await stack.graphql(
      `mutation($id: ID!) { deleteAccountRule(id: $id) { id } }`,
      { id: refund.id },
      health,
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rules(health)).toEqual([]);

    const deleted = await stack.graphql<{ deleteAccountRule: { id: string } }>(
      `mutation($id: ID!) { deleteAccountRule(id: $id) { id } }`,
      { id: refund.id },
      business,
    );
    expect(deleted.data).toEqual({ deleteAccountRule: { id: refund.id } });
    expect((await rules()).map((r) => [r.position, r.text])).toEqual([[1, 'TESCO']]);
  });

  it('says which rule set a review row’s account, reading the rules once per request', async () => {
    const [tesco] = await rules();
    const query = `mutation($file: Upload!) { reviewFinancialTransactionImport(format: GENERIC_CSV, file: $file) {
      rows { description financialAccountCode suggestedAccountCode ruleId matchedRule { id text } } } }`;
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set(
      '0',
      new Blob([
        'Date,Description,Amount\n2026-03-01,TESCO METRO,-5.00\n2026-03-02,Tesco refund,2.00\n2026-03-03,Rent,-900.00\n',
      ]),
      'march.csv',
    );
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: business },
      body: form,
    });
    const body = (await res.json()) as {
      data?: { reviewFinancialTransactionImport: { rows: unknown[] } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    const rule = { id: tesco!.id, text: 'TESCO' };
    expect(body.data!.reviewFinancialTransactionImport.rows).toEqual([
      {
        description: 'TESCO METRO',
        financialAccountCode: '5000',
        suggestedAccountCode: null,
        ruleId: tesco!.id,
        matchedRule: rule,
      },
      {
        description: 'Tesco refund',
        financialAccountCode: '5000',
        suggestedAccountCode: null,
        ruleId: tesco!.id,
        matchedRule: rule,
      },
      { description: 'Rent', financialAccountCode: '', suggestedAccountCode: null, ruleId: null, matchedRule: null },
    ]);
    // the review, and the rules once for both rows that name one
    expect(res.headers.get('x-upstream-requests')).toBe('2');
  });

  it('previews a recode, runs it, names it as the last, and undoes it; a stale undo is a CONFLICT', async () => {
    const input = { startDate: '2026-01-01', endDate: '2026-06-30', financialAccountCode: '6300', description: 'a' };
    const preview = await stack.graphql<{
      recodePreview: {
        changed: number;
        rows: Array<{
          transaction: { id: string; financialAccountCode: string; processed: string };
          newFinancialAccountCode: string;
          ruleId: string | null;
        }>;
      };
    }>(
      `query($input: RecodeInput!) { recodePreview(input: $input) { changed rows { transaction { id processed financialAccountCode } newFinancialAccountCode newFinancialAccountName ruleId } } }`,
      { input },
      health,
    );
    expect(preview.errors).toBeUndefined();
    const { changed, rows } = preview.data!.recodePreview;
    expect(changed).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(changed, 100));
    expect(
      rows.every(
        (r) =>
          r.newFinancialAccountCode === '6300' && r.transaction.financialAccountCode !== '6300' && r.ruleId === null,
      ),
    ).toBe(true);

    const run = await stack.graphql<{ recodeFinancialTransactions: { changed: number; recode: Recode } }>(
      `mutation($input: RecodeInput!) { recodeFinancialTransactions(input: $input) { changed recode { ${RECODE_FIELDS} } } }`,
      { input },
      health,
    );
    expect(run.data!.recodeFinancialTransactions).toMatchObject({
      changed,
      recode: { byRules: false, changed, undoneAt: null, username: 'health.admin', financialAccountCode: '6300' },
    });
    const recode = run.data!.recodeFinancialTransactions.recode;
    const last = await stack.graphql<{ lastRecode: Recode }>(`{ lastRecode { ${RECODE_FIELDS} } }`, undefined, health);
    expect(last.data!.lastRecode).toEqual(recode);

    const undo = `mutation($id: ID!) { undoRecode(id: $id) { restored recode { id undoneAt } } }`;
    const undone = await stack.graphql<{ undoRecode: { restored: number; recode: Recode } }>(
      undo,
      { id: recode.id },
      health,
    );
    expect(undone.data!.undoRecode).toEqual({
      restored: changed,
      recode: { id: recode.id, undoneAt: expect.any(String) },
    });
    const again = await stack.graphql(undo, { id: recode.id }, health);
    expect(again.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/undone already/),
      extensions: { code: 'CONFLICT' },
    });
    const after = await stack.graphql<{ recodePreview: { changed: number } }>(
      `query($input: RecodeInput!) { recodePreview(input: $input) { changed } }`,
      { input },
      health,
    );
    expect(after.data!.recodePreview.changed).toBe(changed);
  });

  it('previews and runs a recode by the rules', async () => {
    const input = { startDate: '2026-01-01', endDate: '2026-06-30', byRules: true };
    const none = await stack.graphql(
      `query($input: RecodeInput!) { recodePreview(input: $input) { changed } }`,
      { input },
      health,
    );
    expect(none.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/no account rules/),
      extensions: { code: 'CONFLICT' },
    });
    const preview = await stack.graphql<{ recodePreview: { changed: number } }>(
      `query($input: RecodeInput!) { recodePreview(input: $input) { changed rows { ruleId } } }`,
      { input },
      business,
    );
    const run = await stack.graphql<{
      recodeFinancialTransactions: { changed: number; recode: { byRules: boolean } | null };
    }>(
      `mutation($input: RecodeInput!) { recodeFinancialTransactions(input: $input) { changed recode { byRules } } }`,
      { input },
      business,
    );
    expect(run.data!.recodeFinancialTransactions.changed).toBe(preview.data!.recodePreview.changed);
  });
});
