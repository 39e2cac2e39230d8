import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { EnvelopeIcon, HomeIcon, LogOutIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NavButton } from '../../shared/NavButton';
import { useSession } from '../session/useSession';
import { useViewer } from '../session/useViewer';

/** The main menu: the product, a way home, the Outbox of every mail, who is signed in, and Log out. */
export function MainMenu() {
  const { user } = useViewer();
  const { signOut } = useSession();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Navbar className="folio-main-menu">
      <NavbarGroup align="start">
        <NavbarHeading>
          <Link to={paths.home} className="folio-brand">
            Folio
          </Link>
        </NavbarHeading>
        <NavbarDivider />
        <NavButton to={paths.home} text="Home" icon={<HomeIcon />} />
        <NavButton to={paths.outbox} text="Outbox" icon={<EnvelopeIcon />} />
      </NavbarGroup>
      <NavbarGroup align="end">
        <span className="folio-signed-in-as bp6-text-muted">{fullName}</span>
        <NavbarDivider />
        <Button variant="minimal" icon={<LogOutIcon />} text="Log out" onClick={signOut} />
      </NavbarGroup>
    </Navbar>
  );
}
