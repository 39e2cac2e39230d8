import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';

interface CatalogRowActionsProps {
  /** The product's or plan's name, for the buttons' labels. */
  name: string;
  active: boolean;
  onToggleActive: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A catalog row's actions: Activate or Deactivate, Edit, Delete. */
export function CatalogRowActions({ name, active, onToggleActive, onEdit, onDelete }: CatalogRowActionsProps) {
  const toggle = active ? 'Deactivate' : 'Activate';
  return (
    <ButtonGroup variant="minimal">
      <Button text={toggle} aria-label={`${toggle} ${name}`} onClick={onToggleActive} />
      <Button icon={<EditIcon />} aria-label={`Edit ${name}`} onClick={onEdit} />
      <Button icon={<TrashIcon />} intent={Intent.DANGER} aria-label={`Delete ${name}`} onClick={onDelete} />
    </ButtonGroup>
  );
}
