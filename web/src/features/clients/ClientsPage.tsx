import '../catalog/catalog.css';
import './clients.css';
import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, Intent, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import type { ClientFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errorMessage';
import { PageHeader } from '../../shared/PageHeader';
import { TablePager } from '../../shared/TablePager';
import { CatalogLinks } from '../catalog/CatalogLinks';
import { CatalogToolbar } from '../catalog/CatalogToolbar';
import { PAGE_SIZE_OPTIONS } from '../catalog/paging';
import { useViewer } from '../session/useViewer';
import { ArchiveClient } from './ArchiveClient';
import { ClientForm } from './ClientForm';
import { ClientRowActions } from './ClientRowActions';
import { clientInput, clientValues, NEW_CLIENT } from './clientForm';
import { clientPath } from './clientPaths';
import { ClientFieldsFragment as ClientFields, ClientsListQuery } from './clientQueries';
import { useClientMutations } from './useClientMutations';
import { ExportMenu } from '../exports/ExportMenu';

type Client = ClientFieldsFragment;
type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit' | 'archive'; client: Client };

/** #/commonFinancialClients: the company's clients, searched and paged on the server, with create, edit, archive. */
export function ClientsPage() {
  const { company, configuration } = useViewer();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(configuration.rowsPerPage);
  const [view, setView] = useState<View>({ kind: 'list' });
  const { data, previousData, loading, error } = useQuery(ClientsListQuery, {
    variables: {
      search: deferredSearch || null,
      includeArchived,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.clients;
  const clients = (result?.clients ?? []).map((c) => getFragmentData(ClientFields, c));
  const total = result?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // The list shrank under this page (an archive, another user): go to the last page that has clients.
  if (data && page > lastPage) setPage(lastPage);
  const { createClient, updateClient, setClientActive } = useClientMutations();
  const toList = () => setView({ kind: 'list' });
  const { isHealth } = company;

  return (
    <>
      <PageHeader
        title="Clients"
        description="The patients and customers your company invoices: their details, what they were invoiced and what they owe."
      />
      <CatalogLinks />
      {view.kind === 'new' ? (
        <ClientForm
          title="New client"
          initial={NEW_CLIENT}
          isHealth={isHealth}
          timeZone={company.timeZone}
          onSave={(values) => createClient(clientInput(values, isHealth))}
          onDone={toList}
        />
      ) : view.kind === 'edit' ? (
        <ClientForm
          title={`Edit client ${view.client.name}`}
          initial={clientValues(view.client)}
          isHealth={isHealth}
          timeZone={company.timeZone}
          onSave={(values) => updateClient(view.client.id, clientInput(values, isHealth, view.client))}
          onDone={toList}
        />
      ) : view.kind === 'archive' ? (
        <ArchiveClient
          name={view.client.name}
          onArchive={() => setClientActive(view.client.id, false)}
          onDone={toList}
        />
      ) : (
        <section aria-label="Clients">
          <CatalogToolbar
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder={isHealth ? 'Name, email, ID or medical aid number' : 'Name, email or ID number'}
            newText="New client"
            onNew={() => setView({ kind: 'new' })}
          />
          <Switch
            label="Show archived"
            checked={includeArchived}
            onChange={(event) => {
              setIncludeArchived(event.currentTarget.checked);
              setPage(1);
            }}
          />
          <ExportMenu list="clients" query={{ search: deferredSearch || null, includeArchived }} />
          {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
          <div className="folio-table-scroll">
            <HTMLTable striped compact className="folio-catalog-table" data-testid="clients-table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Email</th>
                  <th>Phone</th>
                  {isHealth ? <th>Medical aid</th> : null}
                  <th>
                    <span className="bp6-text-muted">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.length === 0 ? (
                  <tr>
                    <td colSpan={isHealth ? 5 : 4}>
                      {loading ? <Spinner size={16} aria-label="Loading the clients" /> : 'No clients found.'}
                    </td>
                  </tr>
                ) : (
                  clients.map((client) => (
                    <tr key={client.id} data-testid="client-row">
                      <td>
                        <Link to={clientPath(client.id)}>
                          <strong>{client.name}</strong>
                        </Link>
                        {client.active ? null : (
                          <Tag minimal className="folio-client-archived">
                            Archived
                          </Tag>
                        )}
                        {client.idNumber ? <div className="bp6-text-muted">{client.idNumber}</div> : null}
                      </td>
                      <td className="folio-client-email">{client.email ?? ''}</td>
                      <td>{client.phone ?? ''}</td>
                      {isHealth ? (
                        <td>{[client.medicalAidName, client.medicalAidNumber].filter(Boolean).join(' · ')}</td>
                      ) : null}
                      <td>
                        <ClientRowActions
                          client={client}
                          onEdit={() => setView({ kind: 'edit', client })}
                          onArchive={() => setView({ kind: 'archive', client })}
                          onRestore={() => void setClientActive(client.id, true)}
                        />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </HTMLTable>
          </div>
          <TablePager
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            noun="clients"
          />
        </section>
      )}
    </>
  );
}
