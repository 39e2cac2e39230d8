// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard';
import { CompanyTimeZoneQuery, SetCompanyTimeZoneMutation } from './companySettingsQueries';
import { messages } from './messages';
import { timeZoneLabel } from './timeZoneChoices';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const company = (timeZone: string, timeZoneChosen: boolean) => ({
  __typename: 'Company',
  id: '2',
  region: 'CA',
  timeZone,
  timeZoneChosen,
});
const viewerMock = {
  request: { query: CompanyTimeZoneQuery },
  result: { data: { viewer: { __typename: 'Viewer', company: company('America/Toronto', false) } } },
};

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

describe('the company time zone card', () => {
  it("shows the region's default, then saves the zone chosen and says so", async () => {
    const save = {
      request: { query: SetCompanyTimeZoneMutation, variables: { timeZone: 'America/Vancouver' } },
      result: { data: { setCompanyTimeZone: company('America/Vancouver', true) } },
    };
    renderWithProviders(<CompanyTimeZoneCard />, { mocks: [viewerMock, save] });
    expect(await screen.findByText(/the default for region CA/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save time zone' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'America/Vancouver');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.save.success));
    expect(await screen.findByText(/chosen by the company/)).toBeTruthy();
  });

  it("gives the server's reason when the zone is refused", async () => {
    const refused = {
      request: { query: SetCompanyTimeZoneMutation, variables: { timeZone: null } },
      result: {
        errors: [{ message: 'The company could not be changed', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    };
    const chosen = {
      request: { query: CompanyTimeZoneQuery },
      result: { data: { viewer: { __typename: 'Viewer', company: company('Europe/Paris', true) } } },
    };
    renderWithProviders(<CompanyTimeZoneCard />, { mocks: [chosen, refused] });
    await userEvent.selectOptions(await screen.findByLabelText('Time zone'), 'Region default (CA)');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(`${messages.save.failure}\nThe company could not be changed`),
    );
  });

  it('labels a zone with its offset at a given moment', () => {
    expect(timeZoneLabel('America/Toronto', new Date('2026-01-15T12:00:00Z'))).toBe('America/Toronto (now UTC−05:00)');
    expect(timeZoneLabel('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('Asia/Kolkata (now UTC+05:30)');
    expect(timeZoneLabel('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('UTC (now UTC)');
  });
});
