// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingRunProgress } from './BillingRunProgress';

afterEach(cleanup);

const bar = () => screen.getByRole('progressbar', { name: 'Billing run progress' });

describe('BillingRunProgress', () => {
  it('shows how many of the run’s invoices are created, as text and as a determinate bar', () => {
    render(<BillingRunProgress done={3} total={12} />);
    expect(screen.getByTestId('billing-run-progress').textContent).toContain('3 of 12 invoices created');
    expect(bar().getAttribute('aria-valuenow')).toBe('25');
    cleanup();
    render(<BillingRunProgress done={12} total={12} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('status').textContent).toContain('12 of 12 invoices created');
  });

  it('is indeterminate until the run knows how many invoices it creates, and full for none', () => {
    render(<BillingRunProgress done={0} total={null} />);
    expect(bar().getAttribute('aria-valuenow')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Working out what to bill. Please wait.');
    cleanup();
    render(<BillingRunProgress done={0} total={0} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('status').textContent).toContain('0 of 0 invoices created');
  });
});
