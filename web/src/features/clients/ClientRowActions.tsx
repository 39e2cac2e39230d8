import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { ArchiveIcon, EditIcon, UndoIcon } from '@blueprintjs/icons';

interface ClientRowActionsProps {
  client: { name: string; active: boolean };
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

/** A client's actions: Edit, and Archive (after a Y) or, for an archived client, Restore. */
export function ClientRowActions({ client, onEdit, onArchive, onRestore }: ClientRowActionsProps) {
  return (
    <ButtonGroup variant="minimal">
      <Button icon={<EditIcon />} text="Edit" aria-label={`Edit ${client.name}`} onClick={onEdit} />
      {client.active ? (
        <Button
          icon={<ArchiveIcon />}
          intent={Intent.DANGER}
          text="Archive"
          aria-label={`Archive ${client.name}`}
          onClick={onArchive}
        />
      ) : (
        <Button icon={<UndoIcon />} text="Restore" aria-label={`Restore ${client.name}`} onClick={onRestore} />
      )}
    </ButtonGroup>
  );
}
