import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { formatAmount } from '../../shared/money';
import type { ReviewRow } from './importReview';
import { ViewHeader } from './ViewHeader';

interface DeleteImportedViewProps {
  row: ReviewRow;
  /** Removes the row from the local review list only. */
  onDelete: () => void;
  onCancel: () => void;
}

/** View 6, 'Delete Imported Financial Transaction': removes the row only on Y; back to the review either way. */
export function DeleteImportedView({ row, onDelete, onCancel }: DeleteImportedViewProps) {
  const [confirmation, setConfirmation] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Delete Imported Financial Transaction" />
      <dl className="fm-details">
        <dt>Processed</dt>
        <dd>{row.processed}</dd>
        <dt>Description</dt>
        <dd>{row.description}</dd>
        <dt>Amount</dt>
        <dd>{formatAmount(row.amount)}</dd>
      </dl>
      <div className="fm-form">
        <ConfirmSelect
          value={confirmation}
          onChange={setConfirmation}
          helperText="Choose Y to leave this row out of the import."
        />
        <div className="fm-form-actions">
          <Button
            intent="danger"
            text="Delete"
            disabled={!isConfirmed(confirmation)}
            onClick={() => (isConfirmed(confirmation) ? onDelete() : onCancel())}
          />
          <Button text="Cancel" onClick={onCancel} />
        </div>
      </div>
    </section>
  );
}
