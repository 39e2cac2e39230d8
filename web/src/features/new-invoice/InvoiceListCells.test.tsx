// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoicePageTotals } from './InvoicePageTotals';
import { OverdueMarker } from './OverdueMarker';

afterEach(cleanup);

const NOW = new Date('2026-03-31T08:00:00Z');

describe('the invoices list: overdue marker and page totals', () => {
  it('marks an owed invoice past its due date with the days overdue', () => {
    render(
      <OverdueMarker
        invoice={{ due: '2026-03-19', status: 'I', amountDue: '10.00' }}
        timeZone="Africa/Johannesburg"
        now={NOW}
      />,
    );
    expect(screen.getByTestId('overdue').textContent).toBe('Overdue 12 days');
  });

  it('shows nothing for an invoice due today or paid', () => {
    const { container } = render(
      <>
        <OverdueMarker invoice={{ due: '2026-03-31', status: 'I', amountDue: '10.00' }} timeZone="UTC" now={NOW} />
        <OverdueMarker invoice={{ due: '2026-01-01', status: 'P', amountDue: '0.00' }} timeZone="UTC" now={NOW} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('sums amount, paid and due over the page', () => {
    render(
      <table>
        <InvoicePageTotals
          invoices={[
            { amount: '1250.00', paid: '100.00', amountDue: '1150.00' },
            { amount: '1234567.5', paid: '1234567.50', amountDue: '0.00' },
          ]}
          currencySymbol="R"
          before={4}
          after={2}
        />
      </table>,
    );
    const cells = [...screen.getByTestId('invoice-page-totals').querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['Total of this page (2)', 'R 1,235,817.50', 'R 1,234,667.50', 'R 1,150.00', '']);
  });
});
