import { Button } from '@blueprintjs/core';
import type { Dispatch, SetStateAction } from 'react';
import { DeleteImportedView } from './DeleteImportedView';
import { fmRoutes, FmView, type FmLocation } from './fmNavigation';
import { deleteReviewRow, updateReviewRow, type ImportReviewState, type UploadOutcome } from './importReview';
import { ImportReviewView, type ProfileToSave } from './ImportReviewView';
import { ImportServerReviewView } from './ImportServerReviewView';
import { InlineNotice } from './InlineNotice';
import { NothingToImport } from './NothingToImport';
import { UpdateImportedView } from './UpdateImportedView';
import type { FmGo } from './useFmNavigation';

interface ImportReviewFlowProps {
  location: FmLocation;
  go: FmGo;
  review: ImportReviewState | null;
  onChange: Dispatch<SetStateAction<ImportReviewState | null>>;
  onUploaded: (outcome: UploadOutcome) => void;
  onCancel: () => void;
  /** To the mapping step (11), when the file is a CSV. */
  onMapColumns?: (() => void) | undefined;
  profileToSave?: ProfileToSave | undefined;
}

/** Views 4, 5 and 6 over the local review list (spec §4: 4 → 5 or 6 → 4; Upload or Cancel → 2). */
export function ImportReviewFlow(props: ImportReviewFlowProps) {
  const { location, go, review, onChange, onUploaded, onCancel, onMapColumns, profileToSave } = props;
  if (!review) {
    // the rows live in this page only: after a reload there is nothing to review
    return (
      <NothingToImport
        text="There is nothing to review. Choose a file to import first."
        onImport={() => go(fmRoutes.importDocument(location))}
      />
    );
  }
  const toReview = () => go(fmRoutes.importReview(location));
  if (review.serverDraft) {
    // a statement too large for the browser: its rows stay on the server, read by page (no row edits)
    const { serverDraft } = review;
    return <ImportServerReviewView review={{ ...review, serverDraft }} onUploaded={onUploaded} onCancel={onCancel} />;
  }
  if (location.tab === FmView.ImportReview) {
    return (
      <ImportReviewView
        location={location}
        go={go}
        review={review}
        onChange={onChange}
        onUploaded={onUploaded}
        onCancel={onCancel}
        onMapColumns={onMapColumns}
        profileToSave={profileToSave}
      />
    );
  }
  const row = review.rows.find((r) => r.id === location.row);
  if (!row) {
    return (
      <>
        <InlineNotice intent="primary">This row is no longer in the review.</InlineNotice>
        <Button text="Back to the review" onClick={toReview} />
      </>
    );
  }
  if (location.tab === FmView.UpdateImported) {
    return (
      <UpdateImportedView
        key={row.id}
        row={row}
        onCancel={toReview}
        onUpdate={(values) => {
          onChange(updateReviewRow(review, row.id, values));
          toReview();
        }}
      />
    );
  }
  return (
    <DeleteImportedView
      key={row.id}
      row={row}
      onCancel={toReview}
      onDelete={() => {
        onChange(deleteReviewRow(review, row.id));
        toReview();
      }}
    />
  );
}
