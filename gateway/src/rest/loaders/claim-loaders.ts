import DataLoader from 'dataloader';
import type { Caller } from '../caller.ts';
import { restPath, type RestClient } from '../client.ts';
import type { ClaimDetailDto } from '../dto/claims.ts';
import type { InvoiceDto, InvoicePageDto } from '../dto/invoices.ts';

/** The lazy list's largest page (MAX_PAGE_SIZE on the api). */
const LIST_PAGE = 500;

/** One result per key, in key order: the value, or the error of that key alone. */
const settled = <T>(results: PromiseSettledResult<T>[]): Array<T | Error> =>
  results.map((result) =>
    result.status === 'fulfilled'
      ? result.value
      : result.reason instanceof Error
        ? result.reason
        : new Error(String(result.reason)),
  );

/**
 * The invoices of many claims in one upstream call. The api has no route for invoices by id, so the
 * batch reads the company's lazy list with the invoices that have claims first (sorted by
 * numberOfClaims, ties newest first), as sparse rows of `fields`: while the company has at most 500
 * invoices with claims, every claim's invoice is on that one page. One the page misses (a company
 * with more) is read by id. A single claim's invoice is read by id at once.
 */
function claimInvoices(rest: RestClient, caller: Caller, fields: string | undefined) {
  const byId = (id: number) => rest.get<InvoiceDto>(restPath`/api/invoice1/specific/${id}`);
  return new DataLoader<number, InvoiceDto>(
    async (ids) => {
      if (ids.length === 1) return settled(await Promise.allSettled(ids.map(byId)));
      const companyId = await caller.companyId();
      const page = await rest.get<InvoicePageDto>(restPath`/api/invoice1/all/lazyloading/${companyId}`, {
        sortField: 'numberOfClaims',
        sortOrder: 'desc',
        page: 1,
        size: LIST_PAGE,
        fields,
      });
      const rows = new Map(page.data.map((row) => [row.id, row]));
      const row = (id: number) => {
        const listed = rows.get(id);
        return listed ? Promise.resolve(listed) : byId(id);
      };
      return settled(await Promise.allSettled(ids.map(row)));
    },
    { maxBatchSize: LIST_PAGE },
  );
}

export interface ClaimLoaders {
  /**
   * Invoices of claims by invoice id, with the properties `fields` names (undefined: whole rows), one
   * loader per set of fields: a list of claims with their invoices costs one upstream call.
   */
  invoices(fields: string | undefined): DataLoader<number, InvoiceDto>;
  /**
   * A claim's detail (scheme plan, dependant, practice number, history) by claim id, read at most once
   * per request. The api has no batch route for it: each claim asked for costs one call.
   */
  details: DataLoader<number, ClaimDetailDto>;
}

/** Born per GraphQL request (in the context function), so nothing is cached across users. */
export function createClaimLoaders(rest: RestClient, caller: Caller): ClaimLoaders {
  const invoices = new Map<string | undefined, DataLoader<number, InvoiceDto>>();
  return {
    invoices(fields) {
      let loader = invoices.get(fields);
      if (!loader) {
        loader = claimInvoices(rest, caller, fields);
        invoices.set(fields, loader);
      }
      return loader;
    },
    details: new DataLoader<number, ClaimDetailDto>(async (ids) =>
      settled(await Promise.allSettled(ids.map((id) => rest.get<ClaimDetailDto>(restPath`/api/claim/specific/${id}`)))),
    ),
  };
}
