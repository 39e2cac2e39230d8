import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Caller } from '../caller.ts';
import type { RestClient } from '../client.ts';
import type { InvoiceDto } from '../dto/invoices.ts';
import { createClaimLoaders } from './claim-loaders.ts';

const invoice = (id: number) => ({ id, uniqueId: `INV-${id}` }) as InvoiceDto;

/** An api that answers the lazy list with `listed` and an invoice by id for `known`; records each path. */
function fakeApi(listed: number[], known: number[]) {
  const paths: string[] = [];
  const rest = {
    get: (path: string, query?: Record<string, unknown>) => {
      paths.push(query ? `${path}?${new URLSearchParams(query as Record<string, string>).toString()}` : path);
      if (path === '/api/user/ping') return Promise.resolve({ companyId: 7 });
      if (path.startsWith('/api/invoice1/all/lazyloading/7')) {
        return Promise.resolve({ data: listed.map(invoice), totalElements: listed.length, page: 1, size: 500 });
      }
      const id = Number(/\/api\/invoice1\/specific\/(\d+)$/.exec(path)?.[1]);
      return known.includes(id)
        ? Promise.resolve(invoice(id))
        : Promise.reject(new GraphQLError('Invoice not found', { extensions: { code: 'NOT_FOUND' } }));
    },
  } as unknown as RestClient;
  return { rest, paths, loaders: createClaimLoaders(rest, new Caller(rest, undefined)) };
}

describe('claim loaders', () => {
  it('reads the invoices of many claims from one page of invoices with claims first', async () => {
    const { loaders, paths } = fakeApi([9, 8, 7, 5], []);
    const rows = await Promise.all([5, 9, 7, 9].map((id) => loaders.invoices('id,uniqueId').load(id)));
    expect(rows.map((row) => row.id)).toEqual([5, 9, 7, 9]);
    expect(paths).toEqual([
      '/api/user/ping',
      '/api/invoice1/all/lazyloading/7?sortField=numberOfClaims&sortOrder=desc&page=1&size=500&fields=id%2CuniqueId',
    ]);
  });

  it('reads by id an invoice the page misses, and fails only the key the api does not know', async () => {
    const { loaders, paths } = fakeApi([9], [4]);
    const loader = loaders.invoices(undefined);
    const results = await Promise.allSettled([9, 4, 3].map((id) => loader.load(id)));
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value.id : (result.reason as Error))),
    ).toEqual([9, 4, expect.objectContaining({ message: 'Invoice not found' })]);
    expect(paths.slice(2)).toEqual(['/api/invoice1/specific/4', '/api/invoice1/specific/3']);
  });

  it('reads a single claim’s invoice by id, without the list', async () => {
    const { loaders, paths } = fakeApi([], [4]);
    expect((await loaders.invoices(undefined).load(4)).id).toBe(4);
    expect(paths).toEqual(['/api/invoice1/specific/4']);
  });
});
