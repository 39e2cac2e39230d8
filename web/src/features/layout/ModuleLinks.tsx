import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { NavEntry } from './roles';

/** The module links the user's roles give (spec §6), inside the heading. */
export function ModuleLinks({ links }: { links: readonly NavEntry[] }) {
  return (
    <span className="folio-module-links" data-testid="module-links">
      {links.map((link, index) => (
        <Fragment key={link.path}>
          {index > 0 ? (
            <span className="folio-module-links-separator" aria-hidden="true">
              ·
            </span>
          ) : null}
          <Link to={link.path}>{link.label}</Link>
        </Fragment>
      ))}
    </span>
  );
}
