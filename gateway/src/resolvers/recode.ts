import type {
  MutationResolvers,
  QueryResolvers,
  RecodeInput,
  RecodePreviewRowResolvers,
} from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { RecodeDto, RecodePreviewDto } from '../rest/dto/financial.ts';
import { restId } from '../rest/ids.ts';

const recodePath = (companyId: number) => restPath`/api/financialtransaction/recode/${companyId}`;

/** The REST recode request: by text (spec §3) or by the company's account rules. */
export const recodeBody = (input: RecodeInput) =>
  input.byRules
    ? { startDate: input.startDate, endDate: input.endDate, byRules: true }
    : {
        startDate: input.startDate,
        endDate: input.endDate,
        financialAccountCode: input.financialAccountCode ?? '',
        description: input.description ?? '',
      };

export const RecodeQuery: Pick<QueryResolvers, 'recodePreview' | 'lastRecode'> = {
  async recodePreview(_parent, { input }, ctx) {
    const path = `${recodePath(await ctx.caller.companyId())}/preview`;
    return ctx.rest.post<RecodePreviewDto>(path, recodeBody(input));
  },
  async lastRecode(_parent, _args, ctx) {
    const path = `${recodePath(await ctx.caller.companyId())}/last`;
    return (await ctx.rest.get<{ recode: RecodeDto | null }>(path)).recode;
  },
};

export const RecodeMutation: Pick<MutationResolvers, 'recodeFinancialTransactions' | 'undoRecode'> = {
  async recodeFinancialTransactions(_parent, { input }, ctx) {
    const path = recodePath(await ctx.caller.companyId());
    return ctx.rest.post<{ changed: number; recode: RecodeDto | null }>(path, recodeBody(input));
  },
  async undoRecode(_parent, { id }, ctx) {
    const body = { id: restId(id, 'id') };
    const path = `${recodePath(await ctx.caller.companyId())}/undo`;
    return ctx.rest.post<{ restored: number; recode: RecodeDto }>(path, body);
  },
};

export const RecodePreviewRow: RecodePreviewRowResolvers = {
  // the REST row is the transaction with the new account beside its fields
  transaction: (row) => row,
  ruleId: (row) => (row.ruleId === null ? null : String(row.ruleId)),
};
