import { Button, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { Dispatch } from 'react';
import { PAGE_SIZES, pageRange, type InvoiceListAction } from './invoiceListState';

interface InvoiceListPagerProps {
  page: number;
  size: number;
  total: number;
  dispatch: Dispatch<InvoiceListAction>;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 21–40 of 1,234 invoices", rows per page (10, 20, 50, 100), previous and next page. */
export function InvoiceListPager({ page, size, total, dispatch }: InvoiceListPagerProps) {
  const { first, last, pages } = pageRange(page, size, total);
  return (
    <div className="folio-inv-pager">
      <span data-testid="invoice-total" data-total={total} aria-live="polite">
        {total === 0 ? 'No invoices' : `Showing ${count(first)}–${count(last)} of ${count(total)} invoices`}
      </span>
      <div className="folio-inv-pager-controls">
        <label className="folio-inv-inline-label">
          Rows per page{' '}
          <HTMLSelect
            value={size}
            onChange={(event) => dispatch({ type: 'size', size: Number(event.currentTarget.value) })}
            options={PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
          />
        </label>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => dispatch({ type: 'page', page: page - 1 })}
        />
        <span>
          Page {count(Math.min(page, pages))} of {count(pages)}
        </span>
        <Button
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => dispatch({ type: 'page', page: page + 1 })}
        />
      </div>
    </div>
  );
}
