// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, failureText } from '../../shared/errorMessage';
import { saveBlobAsFile } from '../../shared/saveFile';
import type * as SaveFile from '../../shared/saveFile';
import { downloadExport, exportUrl } from './downloadExport';

vi.mock('../../shared/saveFile', async (original) => ({
  ...(await original<typeof SaveFile>()),
  saveBlobAsFile: vi.fn(),
}));

beforeEach(() => vi.mocked(saveBlobAsFile).mockClear());

const query = { sortField: 'AMOUNT', filters: [{ field: 'STATUS', value: 'Paid', matchMode: 'EQUALS' }], page: 3 };

describe('exportUrl', () => {
  it('puts the list, the format and the screen’s GraphQL list query on the gateway’s download path', () => {
    const url = new URL(
      exportUrl({ list: 'invoices', format: 'xlsx', query, practitionerId: '12' }, 'https://folio.example/invoices'),
    );
    expect(url.origin + url.pathname).toBe('https://folio.example/download/export/invoices');
    expect(url.searchParams.get('format')).toBe('xlsx');
    expect(JSON.parse(url.searchParams.get('query')!)).toEqual(query);
    expect(url.searchParams.get('practitionerId')).toBe('12');
    const plain = new URL(exportUrl({ list: 'payments', format: 'csv', query: undefined }, 'https://folio.example/'));
    expect(plain.searchParams.get('query')).toBe('{}');
    expect(plain.searchParams.has('practitionerId')).toBe(false);
  });
});

describe('downloadExport', () => {
  it('sends the token and saves the file under the name the server gives', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response('\uFEFFInvoice\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="invoices-2026-11-24.csv"' },
        }),
    );
    const name = await downloadExport({ list: 'invoices', format: 'csv', query, accessToken: 't0k' }, fetchImpl);
    expect(name).toBe('invoices-2026-11-24.csv');
    expect(fetchImpl.mock.calls[0]![1]).toEqual({ headers: { Authorization: 'Bearer t0k' } });
    expect(saveBlobAsFile).toHaveBeenCalledWith(expect.anything(), 'invoices-2026-11-24.csv');
  });

  it('rejects with the server’s sentence for a refusal, and a connection sentence for a proxy’s 502', async () => {
    const refused = vi.fn<typeof fetch>(
      async () =>
        new Response(
          JSON.stringify({
            errors: [{ message: 'sortField "x" is not sortable', extensions: { code: 'BAD_USER_INPUT', status: 400 } }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = await downloadExport(
      { list: 'payments', format: 'xlsx', query: {}, accessToken: null },
      refused,
    ).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('sortField "x" is not sortable');
    expect(failureText('The list could not be exported.', error)).toBe(
      'The list could not be exported.\nsortField "x" is not sortable',
    );
    expect(refused.mock.calls[0]![1]).toEqual({ headers: {} });
    expect(saveBlobAsFile).not.toHaveBeenCalled();

    const down = vi.fn<typeof fetch>(async () => new Response('Bad Gateway', { status: 502 }));
    const unreachable = await downloadExport(
      { list: 'invoices', format: 'csv', query: {}, accessToken: 't' },
      down,
    ).catch((e: unknown) => e);
    expect(errorMessage(unreachable)).toMatch(/could not be reached/);
  });
});
