import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { PersonIcon, SearchIcon } from '@blueprintjs/icons';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../shared/errorMessage';
import type { ClientChoice } from './newInvoiceForm';
import { NewInvoiceClientsQuery } from './newInvoiceQueries';

/** How long typing must pause before the client search asks the server. */
export const CLIENT_SEARCH_DELAY_MS = 300;

interface ClientPickerProps {
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string | undefined;
}

/** The client of a new invoice: a type-ahead over the company's active clients (name, email, id or member number). */
export function ClientPicker({ value, onChange, error }: ClientPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), CLIENT_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(NewInvoiceClientsQuery, {
    variables: { search: search || null },
    skip: value !== null || search === '',
    fetchPolicy: 'cache-and-network',
  });

  if (value) {
    return (
      <FormGroup label="Client" labelInfo="(required)">
        <div className="folio-newinv-add">
          <strong data-testid="chosen-client">
            <PersonIcon /> {value.name}
          </strong>
          <Button text="Change client" variant="minimal" onClick={() => onChange(null)} />
        </div>
      </FormGroup>
    );
  }

  const page = search === '' ? undefined : data?.clients;
  return (
    <>
      <FormGroup
        label="Client"
        labelFor={id}
        labelInfo="(required)"
        intent={error ? Intent.DANGER : Intent.NONE}
        helperText={error ?? 'Type part of a name, email, id or medical aid number.'}
      >
        <InputGroup
          id={id}
          type="search"
          leftIcon={<SearchIcon />}
          rightElement={loading ? <Spinner size={16} /> : undefined}
          placeholder="Search clients"
          autoComplete="off"
          value={text}
          intent={error ? Intent.DANGER : Intent.NONE}
          onValueChange={setText}
        />
      </FormGroup>
      {loadError ? <p className="bp6-text-muted">The clients could not be loaded. {errorMessage(loadError)}</p> : null}
      {page ? (
        page.clients.length === 0 ? (
          <p className="bp6-text-muted">No client matches “{search}”.</p>
        ) : (
          <ul className="folio-newinv-client-results" aria-label="Matching clients">
            {page.clients.map((client) => (
              <li key={client.id}>
                <Button
                  variant="minimal"
                  icon={<PersonIcon />}
                  text={client.email ? `${client.name} (${client.email})` : client.name}
                  onClick={() => onChange({ id: client.id, name: client.name })}
                />
              </li>
            ))}
            {page.total > page.clients.length ? (
              <li className="bp6-text-muted">
                {page.total - page.clients.length} more: type more of the name to narrow the list.
              </li>
            ) : null}
          </ul>
        )
      ) : null}
    </>
  );
}
