import { Button } from '@blueprintjs/core';
import { CloudUploadIcon } from '@blueprintjs/icons';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { CsvLayoutInput } from '../../gql/graphql';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { ImportBulkAccount } from './ImportBulkAccount';
import { draftOfFailure, screenPlace } from './importDraft';
import { InlineNotice } from './InlineNotice';
import { ImportReadingLine } from './ImportReadingLine';
import {
  importedRange,
  keptRows,
  setRowUpload,
  toImportRows,
  type ImportReviewState,
  type UploadOutcome,
} from './importReview';
import { ImportReviewTable } from './ImportReviewTable';
import { ImportSummaryPanel } from './ImportSummaryPanel';
import { totalsOf } from './importTotals';
import { clearSelection, selectAllRows, selectRows, setAccountForSelected } from './reviewSelection';
import { pageOf } from './transactionListState';
import type { FmGo } from './useFmNavigation';
import { useAccountRuleTexts } from './useAccountRules';
import { useImportFinancialTransactions } from './useImportFinancialTransactions';
import { SaveBankProfile } from './SaveBankProfile';
import { ViewHeader } from './ViewHeader';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Spec §9: the import review shows 200 rows a page. */
export const REVIEW_PAGE_SIZE = 200;

interface ImportReviewViewProps {
  location: FmLocation;
  go: FmGo;
  review: ImportReviewState;
  onChange: Dispatch<SetStateAction<ImportReviewState | null>>;
  /** After Upload, successful or not: what the list should say (the server's reason on failure). */
  onUploaded: (outcome: UploadOutcome) => void;
  onCancel: () => void;
  /** To the mapping step, for a CSV file (to change how its columns were read). */
  onMapColumns?: (() => void) | undefined;
  /** For a CSV file read after the mapping step: its fingerprint and the layout used, to save as a bank profile. */
  profileToSave?: ProfileToSave | undefined;
}

export interface ProfileToSave {
  fileName: string;
  fingerprint: string;
  layout: CsvLayoutInput;
}

/**
 * View 4, 'Review Financial Transactions To Import': the file's totals and what Upload stores, how the file was
 * read, and its rows (duplicates left out until ticked; one account for many rows). Upload (stored all or none)
 * and Cancel both go to the list.
 */
export function ImportReviewView(props: ImportReviewViewProps) {
  const { location, go, review, onChange, onUploaded, onCancel, onMapColumns, profileToSave } = props;
  const { company } = useViewer();
  const { importRows, importing } = useImportFinancialTransactions();
  const failingRow = review.failingRow ?? null;
  const failingPlace = failingRow ? screenPlace(review, failingRow.id, REVIEW_PAGE_SIZE) : null;
  const [page, setPage] = useState(failingPlace?.page ?? 1);
  const shown = pageOf(review.rows, page, REVIEW_PAGE_SIZE);
  const kept = useMemo(() => keptRows(review), [review]);
  const totals = useMemo(() => totalsOf(kept), [kept]);
  const withoutAccount = kept.filter((row) => row.financialAccountCode.trim() === '').length;
  const leftOut = review.rows.length - kept.length;
  const byRule = useMemo(() => review.rows.some((row) => row.accountFrom && row.accountFrom !== 'suggested'), [review]);
  const ruleTexts = useAccountRuleTexts(!byRule);
  // stable, so that a tick re-renders its row only
  const change = useCallback(
    (edit: (current: ImportReviewState) => ImportReviewState) =>
      onChange((current) => (current ? edit(current) : current)),
    [onChange],
  );
  const onSelect = useCallback(
    (ids: readonly string[], selected: boolean) => change((current) => selectRows(current, ids, selected)),
    [change],
  );
  const onUploadChange = useCallback(
    (id: string, upload: boolean) => change((current) => setRowUpload(current, id, upload)),
    [change],
  );
  const onUpdate = useCallback((id: string) => go(fmRoutes.updateImported(location, id)), [go, location]);
  const onDelete = useCallback((id: string) => go(fmRoutes.deleteImported(location, id)), [go, location]);

  const upload = () => {
    const rows = toImportRows(review);
    void importRows(rows, review.format, review.idempotencyKey).then((outcome) => {
      // successful or failed, the page goes back to the list (spec §4)
      onUploaded(
        outcome.ok
          ? { ok: true, ...outcome.value, range: importedRange(rows) }
          : { ok: false, message: outcome.message, draft: draftOfFailure(review, outcome.error) },
      );
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
          disabled={importing || kept.length === 0}
        />
        {onMapColumns ? <Button text="Map columns" onClick={onMapColumns} disabled={importing} /> : null}
        <Button text="Cancel" onClick={onCancel} disabled={importing} />
      </ViewHeader>
      <ImportSummaryPanel summary={review.summary} kept={totals} currencySymbol={company.currencySymbol} />
      <ImportReadingLine reading={review.reading} />
      {review.profileName ? (
        <p data-testid="import-review-profile">Read with the bank profile {review.profileName}</p>
      ) : null}
      {profileToSave ? (
        <SaveBankProfile
          fileName={profileToSave.fileName}
          fingerprint={profileToSave.fingerprint}
          layout={() => profileToSave.layout}
          disabled={importing}
        />
      ) : null}
      <p className="bp6-text-muted" data-testid="import-review-status">
        {review.fileName}: {plural(kept.length, 'row')} to upload. Nothing is stored until you press Upload.
        {leftOut > 0
          ? ` ${plural(leftOut, 'row')} left out (duplicates or unticked): tick Upload to include them.`
          : ''}
        {withoutAccount > 0
          ? ` ${plural(withoutAccount, 'row')} without an account: give each one an account first.`
          : ''}
      </p>
      {failingRow && failingPlace ? (
        <InlineNotice intent="danger">
          {`The upload failed at row ID ${failingRow.id} (page ${failingPlace.page}, ${failingRow.field}): ${failingRow.message}`}
        </InlineNotice>
      ) : null}
      <ImportBulkAccount
        selected={review.selected.size}
        total={review.rows.length}
        disabled={importing}
        onSelectAll={() => change(selectAllRows)}
        onClear={() => change(clearSelection)}
        onSetAccount={(code) => change((current) => setAccountForSelected(current, code))}
      />
      <ImportReviewTable
        rows={shown.rows}
        selected={review.selected}
        disabled={importing}
        failingRow={failingRow}
        ruleTexts={ruleTexts}
        onSelect={onSelect}
        onUploadChange={onUploadChange}
        onUpdate={onUpdate}
        onDelete={onDelete}
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
