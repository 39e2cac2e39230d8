import type { ReactNode } from 'react';
import { Card, Elevation } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader';
import { areaIcon } from '../layout/areaIcons';
import { financeMenuFor } from '../layout/roles';
import { useViewer } from '../session/useViewer';

/** A module's overview page: the module name, the way into the finance areas, and what the module adds below. */
export function OverviewPage({ moduleName, children }: { moduleName: string; children?: ReactNode }) {
  const { user, company } = useViewer();
  const { entries } = financeMenuFor(user.roles);
  return (
    <section>
      <PageHeader title={moduleName} description={`Financial data of ${company.name}.`} />
      <div className="folio-overview-grid">
        {entries.map((entry) => (
          <Card key={entry.path} elevation={Elevation.ONE} className="folio-overview-card">
            {areaIcon(entry.path)}
            <Link to={entry.path}>{entry.label}</Link>
          </Card>
        ))}
      </div>
      {children}
    </section>
  );
}
