import type { BankProfileResolvers, MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { layoutToRest, signToGraphql } from '../import-formats.ts';
import { restPath } from '../rest/client.ts';
import type { BankProfileDto } from '../rest/dto/financial.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { deletedResult } from './results.ts';

const profilesPath = (companyId: number) => restPath`/api/financialtransaction/import/profile/${companyId}`;

export const BankProfileQuery: Pick<QueryResolvers, 'bankProfiles'> = {
  async bankProfiles(_parent, _args, ctx) {
    return ctx.rest.get<BankProfileDto[]>(profilesPath(await ctx.caller.companyId()));
  },
};

/** Bank profiles (docs/import-formats.md): the mapping step's layout saved per bank. */
export const BankProfileMutation: Pick<
  MutationResolvers,
  'saveBankProfile' | 'renameBankProfile' | 'deleteBankProfile'
> = {
  async saveBankProfile(_parent, { input }, ctx) {
    const body = { name: input.name, fingerprint: input.fingerprint, layout: layoutToRest(input.layout) };
    return ctx.rest.post<BankProfileDto>(profilesPath(await ctx.caller.companyId()), body);
  },
  async renameBankProfile(_parent, { id, name }, ctx) {
    const path = `${profilesPath(await ctx.caller.companyId())}/${restId(id, 'id')}`;
    return ctx.rest.put<BankProfileDto>(path, { name });
  },
  async deleteBankProfile(_parent, { id }, ctx) {
    const path = `${profilesPath(await ctx.caller.companyId())}/${restId(id, 'id')}`;
    return deletedResult(ctx.rest.delete<DeletedDto>(path));
  },
};

export const BankProfile: BankProfileResolvers = {
  fingerprint: (profile) => profile.fingerprint ?? '',
  layout: ({ layout }) => (layout ? { ...layout, signConvention: signToGraphql(layout.signConvention) } : null),
  createdAt: (profile) => profile.createdAt ?? null,
  lastUsedAt: (profile) => profile.lastUsedAt ?? null,
};
