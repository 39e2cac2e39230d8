// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';
import { messages } from './messages';
import { testViewer } from '../../shared/renderWithProviders';
import { useDownloadInvoice } from './useDownloadInvoice';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const invoice = { uniqueId: 'INV-000101', downloadPath: '/download/invoice/101' };
const PDF = '%PDF-1.7\n…';

function setup(response: Response) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 60_000 });
  const session: SessionContextValue = { status: 'signedIn', viewer: testViewer, ended: null, store, signOut: vi.fn() };
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={session}>{children}</SessionContext>
  );
  const { result } = renderHook(() => useDownloadInvoice(), { wrapper });
  return { result, store, fetchMock };
}

describe('useDownloadInvoice', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:folio/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('GETs the PDF with the bearer token and saves it under the name the server gives', async () => {
    const { result, fetchMock } = setup(
      new Response(PDF, {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-000101.pdf"' },
      }),
    );
    await expect(act(() => result.current.downloadInvoice(invoice))).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/download/invoice/101', {
      headers: { Authorization: 'Bearer token-1' },
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('INV-000101.pdf');
    expect(clicked[0]!.href).toBe('blob:folio/1');
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(messages.download.success);
  });

  /** The spec's sentence, then why on a second line. */
  const failureWithReason = new RegExp(`^${messages.download.failure.replace(/[.]/g, '\\.')}\\n\\S`);

  it('shows the failure toast when the gateway refuses', async () => {
    const { result, store } = setup(new Response('{"message":"boom"}', { status: 500 }));
    await expect(act(() => result.current.downloadInvoice(invoice))).resolves.toBe(false);
    expect(clicked).toHaveLength(0);
    expect(showError).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(failureWithReason));
    expect(store.getAccessToken()).toBe('token-1');
  });

  it('ends the session on 401, as the Apollo error link does', async () => {
    const { result, store } = setup(new Response('', { status: 401 }));
    await act(() => result.current.downloadInvoice(invoice));
    expect(showError).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(failureWithReason));
    expect(store.getAccessToken()).toBeNull();
  });
});
