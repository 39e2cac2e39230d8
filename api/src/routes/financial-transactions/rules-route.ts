import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { accountRuleChanges, MAX_RULE_TEXT, MAX_RULES_PER_COMPANY } from '../../account-rules/rule-changes.ts';
import { accountRulesRepository, type AccountRuleRow } from '../../account-rules/rules-repository.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import { AccountType } from './schemas.ts';

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

const MatchKind = Type.Union([Type.Literal('contains'), Type.Literal('startsWith')], {
  description: 'How the text is looked for in the description (case-insensitive, spaces collapsed)',
});
const Direction = Type.Union([Type.Literal('in'), Type.Literal('out'), Type.Literal('either')], {
  description: 'in: money in (credits), out: money out (debits), either: both',
});

const AccountRule = Type.Object({
  id: Type.Integer(),
  position: Type.Integer({ minimum: 1, description: '1 is tried first; the first matching rule wins' }),
  matchKind: MatchKind,
  text: Type.String({ description: 'What the description contains or starts with' }),
  direction: Direction,
  financialAccountCode: Type.String({ description: 'The account the rule gives' }),
  financialAccountName: Type.String(),
  financialAccountType: AccountType,
});

const RuleBody = Type.Object({
  matchKind: MatchKind,
  text: Type.String({ maxLength: MAX_RULE_TEXT, description: 'Trimmed; not blank' }),
  direction: Direction,
  financialAccountCode: Type.String({ maxLength: 20, description: 'Code of an account of the company' }),
  position: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: 'Where the rule goes (1 first); beyond the last: last. Left out: last (create), unchanged (update)',
    }),
  ),
});

const RuleParams = Type.Object({ companyId: Id, id: Id });

function toRuleBody(rule: AccountRuleRow) {
  return {
    id: rule.id,
    position: rule.position,
    matchKind: rule.matchKind,
    text: rule.text,
    direction: rule.direction,
    financialAccountCode: rule.financialAccountCode,
    financialAccountName: rule.financialAccountName,
    financialAccountType: rule.financialAccountType,
  };
}

/**
 * Account rules (docs/import-formats.md "Rules and recode"): "the description contains / starts with
 * <text>, money in / out / either → account", tried in order by a statement review and by a recode by rules.
 */
export default function accountRuleRoutes(app: App, tags: string[]) {
  const base = '/api/financialtransaction/rule/:companyId';
  app.get(
    base,
    {
      schema: {
        operationId: 'listAccountRules',
        tags,
        summary: 'The company’s account rules, in the order they are tried',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(AccountRule) }),
      },
    },
    async (request) => (await accountRulesRepository(app.db).list(request.params.companyId)).map(toRuleBody),
  );

  app.post(
    base,
    {
      schema: {
        operationId: 'createAccountRule',
        tags,
        summary: `Adds an account rule (last unless a position is given; at most ${MAX_RULES_PER_COMPANY} per company)`,
        params: CompanyParams,
        body: RuleBody,
        response: withErrors({ 201: AccountRule, 409: problemRef }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(toRuleBody(await accountRuleChanges(app.db, request.user).create(request.body))),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        operationId: 'updateAccountRule',
        tags,
        summary: 'Changes an account rule, and moves it when a position is given (the rules between shift by one)',
        params: RuleParams,
        body: RuleBody,
        response: withErrors({ 200: AccountRule }),
      },
    },
    async (request) =>
      toRuleBody(await accountRuleChanges(app.db, request.user).update(request.params.id, request.body)),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: 'deleteAccountRule',
        tags,
        summary: 'Deletes an account rule (the rules after it move up)',
        params: RuleParams,
        response: withErrors({ 200: Type.Object({ id: Type.Integer() }) }),
      },
    },
    async (request) => {
      await accountRuleChanges(app.db, request.user).remove(request.params.id);
      return { id: request.params.id };
    },
  );
}
