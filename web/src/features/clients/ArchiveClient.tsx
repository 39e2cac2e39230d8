import { Intent } from '@blueprintjs/core';
import { ArchiveIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { CatalogForm } from '../catalog/CatalogForm';
import type { ActionOutcome } from '../catalog/runCatalogAction';

interface ArchiveClientProps {
  name: string;
  onArchive: () => Promise<ActionOutcome>;
  onDone: () => void;
}

/**
 * Archives a client after an explicit Y (spec §4's confirmation): Archive stays disabled while it says N, so it
 * never looks done when it was not. The client's invoices stay; Restore brings the client back to the list.
 */
export function ArchiveClient({ name, onArchive, onDone }: ArchiveClientProps) {
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <CatalogForm
      title={`Archive client ${name}`}
      submitText="Archive"
      submitIcon={<ArchiveIcon />}
      submitIntent={Intent.DANGER}
      canSubmit={isConfirmed(confirm)}
      refusal={refusal}
      onCancel={onDone}
      onSubmit={async () => {
        const outcome = await onArchive();
        if (outcome.ok) onDone();
        else setRefusal(outcome.reason);
      }}
    >
      <ConfirmSelect
        value={confirm}
        onChange={setConfirm}
        helperText="Choose Y to archive the client: it leaves the client list (Show archived finds it) and its invoices stay."
      />
    </CatalogForm>
  );
}
