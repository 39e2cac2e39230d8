import { Button } from '@blueprintjs/core';
import { CloudUploadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { TablePager } from '../../shared/TablePager';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { toImportRows, type ImportReviewState } from './importReview';
import { ImportReviewTable } from './ImportReviewTable';
import { pageOf } from './transactionListState';
import type { FmGo } from './useFmNavigation';
import { useImportFinancialTransactions } from './useImportFinancialTransactions';
import { ViewHeader } from './ViewHeader';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Spec §9: the import review shows 200 rows a page. */
export const REVIEW_PAGE_SIZE = 200;

interface ImportReviewViewProps {
  location: FmLocation;
  go: FmGo;
  review: ImportReviewState;
  /** After Upload, successful or not: what the list should say (the server's reason on failure). */
  onUploaded: (outcome: { ok: true; imported: number } | { ok: false; message: string }) => void;
  onCancel: () => void;
}

/** View 4, 'Review Financial Transactions To Import'. Upload (stored all or none) and Cancel both go to the list. */
export function ImportReviewView({ location, go, review, onUploaded, onCancel }: ImportReviewViewProps) {
  const { importRows, importing } = useImportFinancialTransactions();
  const [page, setPage] = useState(1);
  const shown = pageOf(review.rows, page, REVIEW_PAGE_SIZE);
  const withoutAccount = review.rows.filter((row) => row.financialAccountCode.trim() === '').length;

  const upload = () => {
    void importRows(toImportRows(review)).then((outcome) => {
      // successful or failed, the page goes back to the list (spec §4)
      onUploaded(outcome.ok ? { ok: true, imported: outcome.value } : outcome);
    });
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Review Financial Transactions To Import">
        <Button
          intent="primary"
          icon={<CloudUploadIcon />}
          text="Upload"
          onClick={upload}
          loading={importing}
          disabled={importing || review.rows.length === 0}
        />
        <Button text="Cancel" onClick={onCancel} disabled={importing} />
      </ViewHeader>
      <p className="bp6-text-muted">
        {review.fileName}: {plural(review.rows.length, 'row')} to import. Nothing is stored until you press Upload.
        {withoutAccount > 0
          ? ` ${plural(withoutAccount, 'row')} without an account: give each one an account with Update first.`
          : ''}
      </p>
      <ImportReviewTable
        rows={shown.rows}
        disabled={importing}
        onUpdate={(id) => go(fmRoutes.updateImported(location, id))}
        onDelete={(id) => go(fmRoutes.deleteImported(location, id))}
      />
      <TablePager
        page={shown.page}
        pageSize={REVIEW_PAGE_SIZE}
        total={review.rows.length}
        onPageChange={setPage}
        noun="rows to import"
      />
    </section>
  );
}
