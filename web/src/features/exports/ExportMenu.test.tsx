// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoViewer } from '../../test/renderRoute';
import { showError, showSuccess } from '../../shared/toaster';
import { saveBlobAsFile } from '../../shared/saveFile';
import type * as SaveFile from '../../shared/saveFile';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';
import { ExportMenu } from './ExportMenu';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../shared/saveFile', async (original) => ({
  ...(await original<typeof SaveFile>()),
  saveBlobAsFile: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(showSuccess).mockClear();
  vi.mocked(saveBlobAsFile).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderMenu(query: unknown) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer: demoViewer('health.admin'),
    ended: null,
    store,
    signOut: () => undefined,
  };
  render(
    <SessionContext value={session}>
      <ExportMenu list="invoices" query={query} practitionerId="4" />
    </SessionContext>,
  );
  return userEvent.setup();
}

describe('ExportMenu', () => {
  it('downloads the list as XLSX with the screen’s query and the user’s token', async () => {
    fetchMock.mockResolvedValue(
      new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="invoices-2026-11-24.xlsx"' },
      }),
    );
    const user = renderMenu({ search: 'tea', page: 2, size: 20 });
    await user.click(screen.getByRole('button', { name: 'Export the list' }));
    await user.click(await screen.findByText('Excel'));
    await waitFor(() => expect(saveBlobAsFile).toHaveBeenCalledWith(expect.anything(), 'invoices-2026-11-24.xlsx'));
    const [url, init] = fetchMock.mock.calls[0]!;
    const asked = new URL(url as string);
    expect(asked.pathname).toBe('/download/export/invoices');
    expect(asked.searchParams.get('format')).toBe('xlsx');
    expect(JSON.parse(asked.searchParams.get('query')!)).toEqual({ search: 'tea', page: 2, size: 20 });
    expect(asked.searchParams.get('practitionerId')).toBe('4');
    expect(init).toEqual({ headers: { Authorization: 'Bearer token-1' } });
    expect(showError).not.toHaveBeenCalled();
  });

  it('toasts the failure with the server’s reason', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          errors: [{ message: 'filters: "x" cannot be filtered', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
        {
          status: 400,
        },
      ),
    );
    const user = renderMenu({});
    await user.click(screen.getByRole('button', { name: 'Export the list' }));
    await user.click(await screen.findByText('CSV'));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('The list could not be exported.\nfilters: "x" cannot be filtered'),
    );
    expect(saveBlobAsFile).not.toHaveBeenCalled();
  });
});
