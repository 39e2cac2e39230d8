// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { clientPage, clientRow, renderClients } from './clientTestHarness';
import { ClientsListQuery, CreateClientMutation, SetClientActiveMutation, UpdateClientMutation } from './clientQueries';
import { ClientsPage } from './ClientsPage';
import { clientMessages } from './messages';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

interface ListVariables {
  search?: string | null;
  includeArchived?: boolean;
  offset?: number;
  limit?: number;
}
const listMock = (
  match: (v: ListVariables) => boolean,
  rows: object[],
  total = rows.length,
  maxUsageCount = Number.POSITIVE_INFINITY,
) => ({
  request: { query: ClientsListQuery, variables: match },
  result: { data: clientPage(rows, total) },
  maxUsageCount,
});
const first = (v: ListVariables) => !v.search && !v.includeArchived && v.offset === 0;
const rows = () => screen.findAllByTestId('client-row');

describe('the clients screen', () => {
  it('lists a page of clients, pages on the server and searches; a health company sees the medical aid', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => clientRow({ id: String(i + 1), name: `Client ${i + 1}` }));
    const page2 = [clientRow({ id: '11', name: 'Client 11' })];
    const { user } = renderClients(
      <ClientsPage />,
      [
        listMock(first, page1, 11),
        listMock((v) => !v.search && v.offset === 10 && v.limit === 10, page2, 11),
        listMock((v) => /^l/.test(v.search ?? ''), [clientRow()], 1),
      ],
      { username: 'health.admin', rowsPerPage: 10 },
    );
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 11')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Medical aid' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('11–11 of 11')).toBeTruthy());
    expect(await screen.findByText('Client 11')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'love');
    await waitFor(() => expect(screen.getByText('1–1 of 1')).toBeTruthy());
    expect(screen.getByText('Discovery Health · DH-12345')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe('/commonFinancialClients/7');
  });

  it('goes back to the last page that has clients when the list shrank under the page shown', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => clientRow({ id: String(i + 1), name: `Client ${i + 1}` }));
    let firstAnswers = 0;
    const { user } = renderClients(
      <ClientsPage />,
      [
        {
          request: { query: ClientsListQuery, variables: first },
          result: () => {
            firstAnswers += 1;
            return { data: clientPage(page1, firstAnswers === 1 ? 11 : 10) };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        listMock((v) => v.offset === 10, [], 10),
      ],
      { rowsPerPage: 10 },
    );
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeTruthy());
    expect(screen.getAllByTestId('client-row')).toHaveLength(10);
  });

  it('creates a client for a business company without asking for the medical aid', async () => {
    const input = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      phone: null,
      idNumber: null,
      dateOfBirth: '1906-12-09',
      medicalAidName: null,
      medicalAidPlan: null,
      medicalAidNumber: null,
      dependantCode: null,
      address: null,
    };
    const created = clientRow({ id: '8', firstName: 'Grace', lastName: 'Hopper', name: 'Grace Hopper' });
    const { user } = renderClients(<ClientsPage />, [
      listMock(first, [clientRow()], 1, 1),
      listMock(first, [clientRow(), created], 2),
      { request: { query: CreateClientMutation, variables: { input } }, result: { data: { createClient: created } } },
    ]);
    await rows();
    expect(screen.queryByRole('columnheader', { name: 'Medical aid' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New client' }));
    expect(screen.queryByLabelText('Medical aid number')).toBeNull();
    const form = screen.getByRole('form', { name: 'New client' });
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(within(form).getByText('Enter the first name.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/First name/), 'Grace');
    await user.type(within(form).getByLabelText(/Last name/), ' Hopper ');
    await user.type(within(form).getByLabelText('Email'), 'grace@example');
    await user.type(within(form).getByLabelText('Date of birth'), '1906-12-09');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(within(form).getByText('Enter an email address such as name@example.com.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Email'), '.test');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(clientMessages.createClient.success));
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });

  it('edits a client and shows the server’s refusal in the toast’s second line and under the form', async () => {
    const client = clientRow();
    const { user } = renderClients(
      <ClientsPage />,
      [
        listMock(first, [client]),
        {
          request: { query: UpdateClientMutation, variables: (v: { id: string }) => v.id === '7' },
          result: { errors: [{ message: 'dateOfBirth is in the future', extensions: { code: 'BAD_USER_INPUT' } }] },
        },
      ],
      { username: 'health.admin' },
    );
    await rows();
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const form = screen.getByRole('form', { name: 'Edit client Ada Lovelace' });
    expect(within(form).getByLabelText<HTMLInputElement>('Medical aid number').value).toBe('DH-12345');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(`${clientMessages.updateClient.failure}\ndateOfBirth is in the future`),
    );
    expect(within(form).getByRole('alert').textContent).toContain('dateOfBirth is in the future');
  });

  it('archives only after Y (the button is disabled on N) and restores from Show archived', async () => {
    const client = clientRow();
    const archived = clientRow({ active: false });
    const { user } = renderClients(<ClientsPage />, [
      listMock(first, [client], 1, 1),
      listMock(first, [], 0),
      listMock((v) => v.includeArchived === true, [archived]),
      {
        request: { query: SetClientActiveMutation, variables: { id: '7', active: false } },
        result: { data: { setClientActive: archived } },
      },
      {
        request: { query: SetClientActiveMutation, variables: { id: '7', active: true } },
        result: { data: { setClientActive: client } },
      },
    ]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Archive Ada Lovelace' }));
    const form = screen.getByRole('form', { name: 'Archive client Ada Lovelace' });
    const archive = within(form).getByRole('button', { name: 'Archive' });
    expect((archive as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(form).getByLabelText('Confirm'), 'Y');
    expect((archive as HTMLButtonElement).disabled).toBe(false);
    await user.click(archive);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(clientMessages.archiveClient.success));
    expect(await screen.findByText('No clients found.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    expect(await screen.findByText('Archived')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore Ada Lovelace' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(clientMessages.restoreClient.success));
  });
});
