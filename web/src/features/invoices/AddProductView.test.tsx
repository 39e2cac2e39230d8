// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLANK_CHOICE_MESSAGE } from '../../shared/messages';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { showError, showSuccess } from '../../shared/toaster';
import { AddProductView } from './AddProductView';
import { invoiceResult } from './invoiceFixtures';
import { ProductChoicesQuery } from './invoiceQueries';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const invoice = invoiceResult({ amount: '1250.00', paid: '250.00', amountDue: '1000.00' });

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(() => {
  cleanup();
});

describe('add a product (tab 11)', () => {
  it("shows 'Please select a valid option.' for the blank choice and sends nothing", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<AddProductView invoice={invoice} onDone={onDone} />, {
      mocks: [
        {
          request: { query: ProductChoicesQuery },
          result: {
            data: {
              products: [
                { __typename: 'Product', id: '4', code: 'GZ', name: 'Gauze', unitCost: '30.00', active: true },
                { __typename: 'Product', id: '5', code: null, name: 'Old', unitCost: '1.00', active: false },
              ],
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('option', { name: 'GZ Gauze (R 30.00)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Old/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(showError).toHaveBeenCalledExactlyOnceWith(BLANK_CHOICE_MESSAGE);
    expect(onDone).not.toHaveBeenCalled();
  });
});
