// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { EMAIL_KEPT_NOTE } from '../../shared/messages';
import { ClientStatement, EmailClientStatementMutation, statementPath } from './ClientStatement';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

interface Vars {
  clientId: string;
  start?: string | null;
  end?: string | null;
  to?: string | null;
  idempotencyKey?: string | null;
}
const emailMock = (match: (v: Vars) => boolean, status = 'SENT') => ({
  request: { query: EmailClientStatementMutation, variables: (v: Vars) => v.clientId === '42' && match(v) },
  result: {
    data: { emailClientStatement: { __typename: 'EmailResult', to: 'sipho@example.com', status, error: null } },
  },
});

describe('ClientStatement', () => {
  beforeEach(() => {
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:folio/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds the download path with only the dates given', () => {
    expect(statementPath('42', '', '')).toBe('/download/statement/42');
    expect(statementPath('42', '2026-05-01', '2026-07-31')).toBe(
      '/download/statement/42?start=2026-05-01&end=2026-07-31',
    );
  });

  it('downloads the default period (no dates) with the token', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ClientStatement clientId="42" email="sipho@example.com" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Downloaded statement'));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/download/statement/42', {
      headers: { Authorization: 'Bearer token-1' },
    });
  });

  it('shows the server’s reason when the download is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errors: [{ message: 'The start 2026-07-01 is after the end 2026-06-01' }] }), {
            status: 400,
          }),
      ),
    );
    renderWithProviders(<ClientStatement clientId="42" email="sipho@example.com" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Failed to download statement. Please try again.\nThe start 2026-07-01 is after the end 2026-06-01',
      ),
    );
  });

  it('emails the period typed, with a key; kept in the Outbox it says so', async () => {
    renderWithProviders(<ClientStatement clientId="42" email="sipho@example.com" />, {
      mocks: [
        emailMock(
          (v) =>
            v.start === '2026-05-01' &&
            v.end === '2026-07-31' &&
            v.to === 'sipho@example.com' &&
            Boolean(v.idempotencyKey),
          'KEPT',
        ),
      ],
    });
    await userEvent.type(screen.getByLabelText('From'), '2026-05-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-07-31');
    await userEvent.click(screen.getByRole('button', { name: 'Email statement' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(`Emailed statement\n${EMAIL_KEPT_NOTE}`));
  });

  it("sends to the address typed in Email to, the client's by default, and refuses a wrong one without sending", async () => {
    const sent: Vars[] = [];
    renderWithProviders(<ClientStatement clientId="42" email={null} />, {
      mocks: [
        emailMock((v) => {
          sent.push(v);
          return v.to === 'office@example.com';
        }),
      ],
    });
    const to = screen.getByLabelText(/^Email to/);
    expect(to).toHaveProperty('value', '');
    expect(screen.getByText(/has no email address on file/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Email statement' }));
    expect(screen.getByText('Enter the address to send the statement to.')).toBeTruthy();
    await userEvent.type(to, 'office@');
    await userEvent.click(screen.getByRole('button', { name: 'Email statement' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.type(to, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email statement' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Emailed statement'));
    expect(sent).toHaveLength(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('keeps both buttons disabled while a date is typed wrong', async () => {
    renderWithProviders(<ClientStatement clientId="42" email="sipho@example.com" />);
    await userEvent.type(screen.getByLabelText('From'), '2026-13-01');
    await userEvent.tab();
    expect(await screen.findByText('"2026-13-01" is not a date: use YYYY-MM-DD')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Email statement' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Download statement' })).toHaveProperty('disabled', true);
  });
});
