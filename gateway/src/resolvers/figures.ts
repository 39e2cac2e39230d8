import type {
  ClientFigureResolvers,
  ClientFiguresResolvers,
  ProductFigureResolvers,
  ProductFiguresResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { currencySymbol } from '../region.ts';

const symbol = async (_parent: unknown, _args: unknown, ctx: GatewayContext) =>
  currencySymbol((await ctx.caller.company()).region);

/** Figures per client and per product (GET /api/client1/data/...): the api's names as the schema's. */
export const ClientFigures: ClientFiguresResolvers = { currencySymbol: symbol };
export const ProductFigures: ProductFiguresResolvers = { currencySymbol: symbol };

export const ClientFigure: ClientFigureResolvers = {
  clientId: (row) => String(row.id),
  invoiceCount: (row) => row.count,
};

export const ProductFigure: ProductFigureResolvers = {
  productId: (row) => (row.id === null ? null : String(row.id)),
  invoiceCount: (row) => row.count,
};
