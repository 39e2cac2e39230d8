import '../catalog/catalog.css';
import './clients.css';
import { useQuery } from '@apollo/client/react';
import { Callout, Card, H3, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { getFragmentData } from '../../gql';
import { DATE_FORMAT, formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { PageHeader } from '../../shared/PageHeader';
import { CatalogLinks } from '../catalog/CatalogLinks';
import { useViewer } from '../session/useViewer';
import { ArchiveClient } from './ArchiveClient';
import { ClientForm } from './ClientForm';
import { clientInput, clientValues } from './clientForm';
import { ClientDetailsQuery, ClientFieldsFragment as ClientFields } from './clientQueries';
import { ClientPayments } from './ClientPayments';
import { ClientRowActions } from './ClientRowActions';
import { ClientStatement } from './ClientStatement';
import { useClientMutations } from './useClientMutations';
import { scrollRegion } from '../../shared/scrollRegion';

type View = 'details' | 'edit' | 'archive';

/**
 * #/commonFinancialClients/{id}: one client's details, what it was invoiced, paid and owes, its credit and balance,
 * its invoices and its payments.
 */
export function ClientPage() {
  const { clientId = '' } = useParams();
  const { company } = useViewer();
  const [view, setView] = useState<View>('details');
  const { data, loading, error } = useQuery(ClientDetailsQuery, {
    variables: { id: clientId },
    fetchPolicy: 'cache-and-network',
  });
  const { updateClient, setClientActive } = useClientMutations();
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  const record = data?.client;
  const client = record ? getFragmentData(ClientFields, record) : null;

  if (!client) {
    return (
      <>
        <PageHeader title="Client" description="A client's details, figures and invoices." />
        <CatalogLinks />
        {error ? (
          <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout>
        ) : loading ? (
          <Spinner size={24} aria-label="Loading the client" />
        ) : (
          <Callout intent={Intent.WARNING}>
            No such client. <Link to={paths.clients}>Back to the clients</Link>
          </Callout>
        )}
      </>
    );
  }

  const details: Array<[string, string | null]> = [
    ['Email', client.email],
    ['Phone', client.phone],
    ['ID number', client.idNumber],
    ['Date of birth', client.dateOfBirth],
    ...(company.isHealth
      ? ([
          ['Medical aid', client.medicalAidName],
          ['Medical aid plan', client.medicalAidPlan],
          ['Medical aid number', client.medicalAidNumber],
          ['Dependant code', client.dependantCode],
        ] as Array<[string, string | null]>)
      : []),
    ['Address', client.address],
  ];
  const summary = record?.summary;
  const invoices = record?.invoices ?? [];
  const payments = record?.payments ?? [];

  return (
    <>
      <PageHeader title={client.name} description="The client's details, figures, invoices and payments." />
      <CatalogLinks />
      {view === 'edit' ? (
        <ClientForm
          title={`Edit client ${client.name}`}
          initial={clientValues(client)}
          isHealth={company.isHealth}
          timeZone={company.timeZone}
          onSave={(values) => updateClient(client.id, clientInput(values, company.isHealth, client))}
          onDone={() => setView('details')}
        />
      ) : view === 'archive' ? (
        <ArchiveClient
          name={client.name}
          onArchive={() => setClientActive(client.id, false)}
          onDone={() => setView('details')}
        />
      ) : (
        <>
          <Card className="folio-catalog-card" aria-label="Details">
            <div className="folio-catalog-toolbar">
              <H3>
                Details{' '}
                {client.active ? null : (
                  <Tag minimal className="folio-client-archived">
                    Archived
                  </Tag>
                )}
              </H3>
              <ClientRowActions
                client={client}
                onEdit={() => setView('edit')}
                onArchive={() => setView('archive')}
                onRestore={() => void setClientActive(client.id, true)}
              />
            </div>
            <dl className="folio-client-details">
              {details.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {summary ? (
            <section className="folio-client-summary" aria-label="Figures" data-testid="client-summary">
              <Card>
                <div className="bp6-text-muted">Invoices</div>
                <strong>{summary.invoiceCount}</strong>
              </Card>
              <Card>
                <div className="bp6-text-muted">Invoiced</div>
                <strong>{money(summary.invoiced)}</strong>
              </Card>
              <Card>
                <div className="bp6-text-muted">Paid</div>
                <strong>{money(summary.paid)}</strong>
              </Card>
              <Card>
                <div className="bp6-text-muted">Owed</div>
                <strong>{money(summary.owed)}</strong>
              </Card>
              <Card data-testid="client-credit">
                <div className="bp6-text-muted">Credit</div>
                <strong>{money(record.credit)}</strong>
              </Card>
              <Card data-testid="client-balance">
                <div className="bp6-text-muted">Balance</div>
                <strong>{money(record.balance)}</strong>
              </Card>
            </section>
          ) : null}
          <section aria-label="Invoices of the client">
            <H3>Invoices</H3>
            <div {...scrollRegion("Client's invoices")}>
              <HTMLTable striped compact className="folio-catalog-table" data-testid="client-invoices">
                <thead>
                  <tr>
                    <th>Invoice</th>
                    <th>Date</th>
                    <th>Due</th>
                    <th>Status</th>
                    <th className="folio-catalog-number">Amount</th>
                    <th className="folio-catalog-number">Paid</th>
                    <th className="folio-catalog-number">Owed</th>
                  </tr>
                </thead>
                <tbody>
                  {invoices.length === 0 ? (
                    <tr>
                      <td colSpan={7}>No invoices yet.</td>
                    </tr>
                  ) : (
                    invoices.map((invoice) => (
                      <tr key={invoice.id} data-testid="client-invoice-row">
                        <td>{invoice.uniqueId}</td>
                        <td>{formatInstant(invoice.invoiced, company.timeZone, DATE_FORMAT)}</td>
                        <td>{invoice.due ?? ''}</td>
                        <td>{invoice.statusLabel}</td>
                        <td className="folio-catalog-number">{money(invoice.amount)}</td>
                        <td className="folio-catalog-number">{money(invoice.paid)}</td>
                        <td className="folio-catalog-number">{money(invoice.amountDue)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </HTMLTable>
            </div>
          </section>
          <ClientPayments payments={payments} />
          <ClientStatement clientId={client.id} email={client.email} />
        </>
      )}
    </>
  );
}
