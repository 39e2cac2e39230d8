import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { CatalogForm } from './CatalogForm';
import type { ActionOutcome } from './runCatalogAction';

interface DeleteCatalogItemProps {
  /** 'product' or 'billing plan'. */
  noun: string;
  name: string;
  onDelete: () => Promise<ActionOutcome>;
  onDone: () => void;
}

/**
 * Deletes a product or plan after an explicit Y (spec §4): Delete stays disabled while the confirmation says N, so
 * it never looks done when it was not. A refusal (in use: set it inactive instead) stays on screen with its reason.
 */
export function DeleteCatalogItem({ noun, name, onDelete, onDone }: DeleteCatalogItemProps) {
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <CatalogForm
      title={`Delete ${noun} ${name}`}
      submitText="Delete"
      submitIcon={<TrashIcon />}
      submitIntent={Intent.DANGER}
      canSubmit={isConfirmed(confirm)}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={async () => {
        const outcome = await onDelete();
        if (outcome.ok) onDone();
        else setRefusal(outcome.reason);
      }}
    >
      <ConfirmSelect
        value={confirm}
        onChange={setConfirm}
        helperText={`Choose Y to delete the ${noun}. One that is in use cannot be deleted: set it inactive instead.`}
      />
    </CatalogForm>
  );
}
