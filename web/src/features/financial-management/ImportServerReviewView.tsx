import { Button, HTMLTable } from '@blueprintjs/core';
import { CloudUploadIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { AccountSelect } from './AccountSelect';
import { useFinancialAccounts } from './accounts';
import { ImportReadingLine } from './ImportReadingLine';
import type { ImportReviewState, ServerDraft, UploadOutcome } from './importReview';
import { ImportSummaryPanel } from './ImportSummaryPanel';
import { InlineNotice } from './InlineNotice';
import { useImportReviewRows, useImportServerReview } from './useImportServerReview';
import { ViewHeader } from './ViewHeader';

/** Rows of a page of a review kept on the server. */
export const SERVER_REVIEW_PAGE_SIZE = 200;

interface ImportServerReviewViewProps {
  review: ImportReviewState & { serverDraft: ServerDraft };
  onUploaded: (outcome: UploadOutcome) => void;
  onCancel: () => void;
}

/**
 * View 4 for a statement too large to review in the browser (decision 47): the review stays on the server. The
 * file's totals and how it was read are shown as for any review; the rows are read a page at a time; Upload stores
 * every row but the duplicates, a row without an account taking the one chosen here.
 */
export function ImportServerReviewView({ review, onUploaded, onCancel }: ImportServerReviewViewProps) {
  const { company } = useViewer();
  const { accounts } = useFinancialAccounts();
  const [page, setPage] = useState(1);
  const [accountCode, setAccountCode] = useState('');
  const reviewId = review.serverDraft.id;
  const rows = useImportReviewRows(reviewId, page, SERVER_REVIEW_PAGE_SIZE);
  const { storeReview, dropReview, storing } = useImportServerReview();
  const money = (amount: string) => formatMoney(amount, company.currencySymbol);

  const upload = () => {
    void storeReview(reviewId, accountCode || null).then((outcome) => {
      onUploaded(
        outcome.ok
          ? { ok: true, ...outcome.value, range: null }
          : { ok: false, message: outcome.message, draft: { review, message: outcome.message, failingRow: null } },
      );
    });
  };
  const cancel = () => {
    void dropReview(reviewId);
    onCancel();
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Review Financial Transactions To Import">
        <Button
          intent="primary"
          icon={<CloudUploadIcon />}
          text="Upload"
          onClick={upload}
          loading={storing}
          disabled={storing}
        />
        <Button text="Cancel" onClick={cancel} disabled={storing} />
      </ViewHeader>
      <ImportSummaryPanel summary={review.summary} currencySymbol={company.currencySymbol} />
      <ImportReadingLine reading={review.reading} />
      <p className="bp6-text-muted" data-testid="import-review-status">
        {review.fileName}: a large statement, reviewed on the server. Upload stores every row but the duplicates.
        Nothing is stored until you press Upload.
      </p>
      <AccountSelect
        accounts={accounts}
        value={accountCode}
        onChange={setAccountCode}
        label="Account for rows without one"
        disabled={storing}
      />
      {rows.error ? (
        <InlineNotice intent="danger">{`The rows could not be loaded: ${errorMessage(rows.error)}`}</InlineNotice>
      ) : null}
      <HTMLTable compact striped className="fm-import-table" aria-label="Rows to import" aria-busy={rows.loading}>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Processed</th>
            <th scope="col">Account</th>
            <th scope="col">Description</th>
            <th scope="col" className="fm-numeric">
              Amount
            </th>
            <th scope="col">Duplicate</th>
          </tr>
        </thead>
        <tbody>
          {(rows.page?.rows ?? []).map((row) => (
            <tr key={row.id} className={row.duplicate ? 'fm-row-left-out' : undefined}>
              <td>{row.id}</td>
              <td>{row.processed}</td>
              <td>{row.financialAccountCode || accountCode || '—'}</td>
              <td>{row.description}</td>
              <td className="fm-numeric">{money(row.amount)}</td>
              <td>{row.duplicate ? (row.duplicateOf === 'FILE' ? 'In the file' : 'Stored') : ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <TablePager
        page={page}
        pageSize={SERVER_REVIEW_PAGE_SIZE}
        total={rows.page?.total ?? 0}
        onPageChange={setPage}
        noun="rows to import"
      />
    </section>
  );
}
