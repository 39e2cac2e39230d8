import { ButtonGroup } from '@blueprintjs/core';
import { useViewer } from '../session/useViewer';
import { NavButton } from '../../shared/NavButton';
import { areaIcon } from './areaIcons';
import { financeMenuFor } from './roles';

/** The finance menu bar of spec §2: its last entry is Claims (practice module) or Financial Management. */
export function FinanceMenu() {
  const { user } = useViewer();
  const menu = financeMenuFor(user.roles);
  return (
    <nav
      className="folio-finance-menu"
      aria-label="Finance"
      data-testid="finance-menu"
      data-variant={menu.variant}
      data-kind={menu.kind}
    >
      <ButtonGroup variant="minimal">
        {menu.entries.map((entry) => (
          <NavButton key={entry.path} to={entry.path} text={entry.label} icon={areaIcon(entry.path)} />
        ))}
      </ButtonGroup>
    </nav>
  );
}
