import { describe, expect, it } from 'vitest';
import { invoiceListQuery, componentBody } from '../resolvers/invoice-inputs.ts';
import { companyIdFromToken } from './caller.ts';
import { restId } from './ids.ts';

const jwt = (claims: object) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

describe('the caller’s company from the token', () => {
  it('reads the cid claim of a JWT without an upstream call', () => {
    expect(companyIdFromToken(jwt({ cid: 7, sub: '3' }))).toBe(7);
  });

  it.each([undefined, '', 'Bearer opaque-token', jwt({ sub: '3' }), jwt({ cid: 'x' }), 'Bearer a.%%%.c'])(
    'answers undefined for %j (the gateway then asks /api/user/ping)',
    (header) => {
      expect(companyIdFromToken(header)).toBeUndefined();
    },
  );
});

describe('GraphQL inputs to REST', () => {
  it('maps the lazy-list query with defaults', () => {
    expect(invoiceListQuery(undefined)).toEqual({
      sortField: 'invoiced',
      sortOrder: 'desc',
      search: undefined,
      filters: undefined,
      start: undefined,
      end: undefined,
      page: 1,
      size: 20,
    });
    expect(
      invoiceListQuery({
        sortField: 'AMOUNT_DUE',
        sortOrder: 'ASC',
        search: ' smith ',
        filters: [
          { field: 'CLIENT_NAME', value: 'smi', matchMode: 'STARTS_WITH' },
          { field: 'STATUS', value: 'I' },
        ],
        page: 3,
        size: 50,
      }),
    ).toMatchObject({
      sortField: 'amountDue',
      sortOrder: 'asc',
      search: 'smith',
      filters: '{"clientName":{"value":"smi","matchMode":"startsWith"},"status":{"value":"I","matchMode":"contains"}}',
      page: 3,
      size: 50,
    });
  });

  it('sends Decimal amounts as exact JSON numbers', () => {
    expect(componentBody({ description: 'x', quantity: '2.5', unitCost: '19.99' })).toMatchObject({
      unitCost: 19.99,
      quantity: '2.5',
      discountPercentage: '0',
    });
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(restId('12', 'id')).toBe(12);
    for (const bad of ['', 'abc', '1.5', '-1', '0']) expect(() => restId(bad, 'id')).toThrow(/is not an id/);
  });
});
