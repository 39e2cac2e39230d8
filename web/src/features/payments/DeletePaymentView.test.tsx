// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { DeletePaymentView } from './DeletePaymentView';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(cleanup);

describe('delete payment', () => {
  it('keeps Delete disabled until Y is chosen (spec §4: only Y proceeds)', async () => {
    renderWithProviders(<DeletePaymentView id="9" onDone={() => undefined} />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    expect(remove.hasAttribute('disabled')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Confirm'), 'N');
    expect(remove.hasAttribute('disabled')).toBe(true);
  });
});
