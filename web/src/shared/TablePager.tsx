import './TablePager.css';
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { useId } from 'react';

interface TablePagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** With more than one option, a 'Rows per page' select is shown. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** What the rows are, for screen readers: 'transactions'. */
  noun?: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Paging under a table: rows per page, '1–100 of 340', previous and next. */
export function TablePager(props: TablePagerProps) {
  const { page, pageSize, total, onPageChange, pageSizeOptions = [], onPageSizeChange, noun = 'rows' } = props;
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="folio-pager" aria-label={`Pages of ${noun}`}>
      {pageSizeOptions.length > 1 && onPageSizeChange ? (
        <span className="folio-pager-size">
          <label htmlFor={id}>Rows per page</label>
          <HTMLSelect
            id={id}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            options={pageSizeOptions.map((size) => ({ value: size, label: String(size) }))}
          />
        </span>
      ) : null}
      <span className="bp6-text-muted" aria-live="polite">
        {count(first)}–{count(last)} of {count(total)}
      </span>
      <ButtonGroup variant="outlined">
        <Button
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        />
      </ButtonGroup>
      <span className="bp6-text-muted">
        Page {page} of {pages}
      </span>
    </nav>
  );
}
