import { Breadcrumb, Classes, type BreadcrumbProps } from '@blueprintjs/core';
import { OfficeIcon, PersonIcon } from '@blueprintjs/icons';
import { useViewer } from '../session/useViewer';
import { ModuleLinks } from './ModuleLinks';
import { moduleLinksFor } from './roles';
import { useRouteHandle } from './useRouteHandle';

/** The heading of spec §2: company > username > module links > Financial Data > current area. */
export function PageHeading() {
  const { user, company } = useViewer();
  const { title, section } = useRouteHandle();
  const links = moduleLinksFor(user.roles);

  const items: BreadcrumbProps[] = [
    { icon: <OfficeIcon />, text: <span data-testid="company-name">{company.name}</span> },
    { icon: <PersonIcon />, text: <span data-testid="username">{user.username}</span> },
  ];
  if (links.length > 0) items.push({ text: <ModuleLinks links={links} /> });
  if (section === 'finance') items.push({ text: 'Financial Data' });
  items.push({ text: title, current: true });

  return (
    <div className="folio-heading">
      <title>{`${title} · Folio`}</title>
      {/* Blueprint's Breadcrumbs puts its overflow list's spacer <div> inside the <ol>, which a list may not hold. */}
      <nav aria-label="Breadcrumb">
        <ol className={Classes.BREADCRUMBS}>
          {items.map((item, index) => (
            <li key={index}>
              <Breadcrumb {...item} />
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
