// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoViewer } from '../../test/renderRoute';
import { showError } from '../../shared/toaster';
import { saveBlobAsFile } from '../../shared/saveFile';
import type * as SaveFile from '../../shared/saveFile';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';
import { ReportDownloads, reportFilePath } from './ReportDownloads';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../shared/saveFile', async (original) => ({
  ...(await original<typeof SaveFile>()),
  saveBlobAsFile: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const PATH = '/download/report/profitandloss?start=2026-01-01&end=2026-06-30';

beforeEach(() => {
  vi.mocked(showError).mockClear();
  vi.mocked(saveBlobAsFile).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDownloads() {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer: demoViewer('health.admin'),
    ended: null,
    store,
    signOut: () => undefined,
  };
  return {
    user: userEvent.setup(),
    ...render(
      <SessionContext value={session}>
        <ReportDownloads path={PATH} fileName="profit-and-loss-2026-01-01-2026-06-30" />
      </SessionContext>,
    ),
  };
}

describe('ReportDownloads', () => {
  it('adds the format to the report’s download path (the PDF is the path itself)', () => {
    expect(reportFilePath(PATH, 'pdf')).toBe(PATH);
    expect(reportFilePath(PATH, 'csv')).toBe(`${PATH}&format=csv`);
    expect(reportFilePath('/download/report/x', 'xlsx')).toBe('/download/report/x?format=xlsx');
  });

  it('exports the report as Excel with the user’s token and saves the file the gateway names', async () => {
    fetchMock.mockResolvedValue(
      new Response('PK', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="profit-and-loss-2026-01-01-2026-06-30.xlsx"' },
      }),
    );
    const { user } = renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Export the report' }));
    await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() =>
      expect(saveBlobAsFile).toHaveBeenCalledWith(expect.anything(), 'profit-and-loss-2026-01-01-2026-06-30.xlsx'),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url as string).toContain(`${PATH}&format=xlsx`);
    expect(init?.headers).toEqual({ Authorization: 'Bearer token-1' });
  });

  it('falls back to its own file name for CSV, and says why a download failed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b\r\n', { status: 200 }));
    const { user } = renderDownloads();
    await user.click(screen.getByRole('button', { name: 'Export the report' }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() =>
      expect(saveBlobAsFile).toHaveBeenCalledWith(expect.anything(), 'profit-and-loss-2026-01-01-2026-06-30.csv'),
    );
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect(String(vi.mocked(showError).mock.calls[0]![0])).toMatch(/^The report could not be downloaded\./);
    expect(fetchMock.mock.calls[1]![0] as string).toMatch(
      /\/download\/report\/profitandloss\?start=2026-01-01&end=2026-06-30$/,
    );
  });
});
