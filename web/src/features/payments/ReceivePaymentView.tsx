import { Button, Card, FormGroup, H3, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, SearchIcon } from '@blueprintjs/icons';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { PaySeveralInvoicesView } from './PaySeveralInvoicesView';

export const PaymentClientSearchQuery = graphql(`
  query PaymentClientSearch($search: String) {
    clients(search: $search, limit: 10) {
      total
      clients {
        id
        name
        email
      }
    }
  }
`);

/**
 * From the payments area: find the client who paid, then spread the payment over the client's invoices (oldest first
 * or amounts per invoice), the rest kept as credit.
 */
export function ReceivePaymentView({ onDone }: { onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [client, setClient] = useState<{ id: string; name: string } | null>(null);
  const { data, loading } = useQuery(PaymentClientSearchQuery, {
    variables: { search: search.trim() || null },
    skip: client !== null,
  });

  if (client) {
    return (
      <PaySeveralInvoicesView
        clientId={client.id}
        clientName={client.name}
        onDone={onDone}
        onCancel={() => setClient(null)}
      />
    );
  }
  const clients = data?.clients.clients ?? [];
  return (
    <Card className="folio-receive-payment">
      <H3>Pay several invoices</H3>
      <FormGroup label="Client who paid" labelFor="receive-client-search">
        <InputGroup
          id="receive-client-search"
          leftIcon={<SearchIcon />}
          placeholder="Name, email or medical aid number"
          value={search}
          onValueChange={setSearch}
        />
      </FormGroup>
      {loading && !data ? (
        <Spinner size={20} />
      ) : clients.length === 0 ? (
        <NonIdealState title="No clients found." />
      ) : (
        <ul className="folio-receive-clients" data-testid="receive-clients">
          {clients.map((c) => (
            <li key={c.id}>
              <Button minimal text={c.email ? `${c.name} (${c.email})` : c.name} onClick={() => setClient(c)} />
            </li>
          ))}
        </ul>
      )}
      <Button icon={<ArrowLeftIcon />} text="Back to payments" onClick={onDone} />
    </Card>
  );
}
