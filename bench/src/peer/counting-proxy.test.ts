import { describe, expect, it } from 'vitest';
import { requestKind } from './counting-proxy.ts';

describe('requestKind', () => {
  it('names a request by method and path, with ids as {n} and without the query string', () => {
    expect(requestKind('GET', '/api/invoicecomponent/123')).toBe('GET /api/invoicecomponent/{n}');
    expect(requestKind('GET', '/api/invoice1/all/lazyloading/4?page=1&size=100')).toBe(
      'GET /api/invoice1/all/lazyloading/{n}',
    );
    expect(requestKind('GET', '/api/invoicecomponent/batch?invoiceIds=1,2,3')).toBe('GET /api/invoicecomponent/batch');
    expect(requestKind('PUT', '/api/invoice1/12/status/3')).toBe('PUT /api/invoice1/{n}/status/{n}');
  });

  it('keeps numbers that are part of a name', () => {
    expect(requestKind('GET', '/api/invoice1/specific/9')).toBe('GET /api/invoice1/specific/{n}');
    expect(requestKind('GET', '/api/v2x/list')).toBe('GET /api/v2x/list');
  });
});
