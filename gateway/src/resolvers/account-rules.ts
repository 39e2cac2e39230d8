import type {
  AccountRuleInput,
  AccountRuleResolvers,
  MutationResolvers,
  QueryResolvers,
  RuleDirection,
  RuleMatch,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { restPath } from '../rest/client.ts';
import type { AccountRuleDto } from '../rest/dto/financial.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { deletedResult } from './results.ts';

const MATCH_TO_REST = { CONTAINS: 'contains', STARTS_WITH: 'startsWith' } as const satisfies Record<
  RuleMatch,
  AccountRuleDto['matchKind']
>;
const DIRECTION_TO_REST = { IN: 'in', OUT: 'out', EITHER: 'either' } as const satisfies Record<
  RuleDirection,
  AccountRuleDto['direction']
>;

const rulesPath = (companyId: number) => restPath`/api/financialtransaction/rule/${companyId}`;

const ruleBody = (input: AccountRuleInput) => ({
  matchKind: MATCH_TO_REST[input.match],
  text: input.text,
  direction: DIRECTION_TO_REST[input.direction],
  financialAccountCode: input.financialAccountCode,
  ...(input.position === null || input.position === undefined ? {} : { position: input.position }),
});

const rulesOfRequest = new WeakMap<GatewayContext, Promise<AccountRuleDto[]>>();

/** The company's rules, fetched at most once per GraphQL request (a review's rows name them by id). */
export function requestRules(ctx: GatewayContext): Promise<AccountRuleDto[]> {
  let rules = rulesOfRequest.get(ctx);
  if (!rules) {
    rules = ctx.caller.companyId().then((companyId) => ctx.rest.get<AccountRuleDto[]>(rulesPath(companyId)));
    rulesOfRequest.set(ctx, rules);
  }
  return rules;
}

/** The rule with this id, if the company still has it. */
export async function ruleById(ctx: GatewayContext, id: number | null | undefined): Promise<AccountRuleDto | null> {
  if (id === null || id === undefined) return null;
  return (await requestRules(ctx)).find((rule) => rule.id === id) ?? null;
}

export const AccountRuleQuery: Pick<QueryResolvers, 'accountRules'> = {
  accountRules: (_parent, _args, ctx) => requestRules(ctx),
};

/** Account rules (docs/import-formats.md "Rules and recode"); the api validates and audits. */
export const AccountRuleMutation: Pick<
  MutationResolvers,
  'createAccountRule' | 'updateAccountRule' | 'deleteAccountRule'
> = {
  async createAccountRule(_parent, { input }, ctx) {
    return ctx.rest.post<AccountRuleDto>(rulesPath(await ctx.caller.companyId()), ruleBody(input));
  },
  async updateAccountRule(_parent, { id, input }, ctx) {
    const path = `${rulesPath(await ctx.caller.companyId())}/${restId(id, 'id')}`;
    return ctx.rest.put<AccountRuleDto>(path, ruleBody(input));
  },
  async deleteAccountRule(_parent, { id }, ctx) {
    const path = `${rulesPath(await ctx.caller.companyId())}/${restId(id, 'id')}`;
    return deletedResult(ctx.rest.delete<DeletedDto>(path));
  },
};

export const AccountRule: AccountRuleResolvers = {
  match: (rule) => (rule.matchKind === 'startsWith' ? 'STARTS_WITH' : 'CONTAINS'),
  direction: (rule) => (rule.direction === 'in' ? 'IN' : rule.direction === 'out' ? 'OUT' : 'EITHER'),
};
