import { Button, Card, H3 } from '@blueprintjs/core';
import { DownloadIcon, EnvelopeIcon } from '@blueprintjs/icons';
import { useMutation } from '@apollo/client/react';
import { useState, type FocusEvent } from 'react';
import { graphql } from '../../gql';
import { DateField, typedDateError } from '../../shared/DateField';
import { isCalendarDate } from '../../shared/dates';
import { emailAddressError, EmailToField, useKeyPerAddress } from '../../shared/EmailToField';
import { useDocumentActions } from '../../shared/useDocumentActions';
import { clientMessages } from './messages';

export const EmailClientStatementMutation = graphql(`
  mutation EmailClientStatement($clientId: ID!, $start: Date, $end: Date, $to: String, $idempotencyKey: String) {
    emailClientStatement(clientId: $clientId, start: $start, end: $end, to: $to, idempotencyKey: $idempotencyKey) {
      to
      status
      error
    }
  }
`);

/** The gateway path of a client's statement PDF for a period (Client.statementDownloadPath with the dates). */
export function statementPath(clientId: string, start: string, end: string): string {
  const query = new URLSearchParams({ ...(start ? { start } : {}), ...(end ? { end } : {}) }).toString();
  return `/download/statement/${clientId}${query ? `?${query}` : ''}`;
}

interface ClientStatementProps {
  clientId: string;
  /** The client's email address: where Email statement sends by default. */
  email: string | null;
}

/**
 * A client's statement for a period (both dates empty: the last 90 days up to today): Download as PDF, or Email it
 * through the Outbox to the address in "Email to" (the client's by default). A date typed wrong keeps both buttons
 * disabled.
 */
export function ClientStatement({ clientId, email: clientEmail }: ClientStatementProps) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [to, setTo] = useState(clientEmail ?? '');
  const [toError, setToError] = useState<string | null>(null);
  const keyFor = useKeyPerAddress();
  const [mutate] = useMutation(EmailClientStatementMutation);
  const { download, email, busy } = useDocumentActions({
    download: clientMessages.downloadStatement,
    email: clientMessages.emailStatement,
  });
  // A date typed wrong leaves the picker's value as it was: its text is checked here too, so the period is never
  // silently the default one.
  const [typedWrong, setTypedWrong] = useState<Record<string, boolean>>({});
  const checkTyped = (event: FocusEvent<HTMLDivElement>) => {
    const input = event.target;
    if (input instanceof HTMLInputElement) {
      setTypedWrong((was) => ({ ...was, [input.name || input.id]: typedDateError(input.value) !== null }));
    }
  };
  const valid = (value: string) => value === '' || isCalendarDate(value);
  const ready = valid(start) && valid(end) && !Object.values(typedWrong).some(Boolean) && busy === null;
  return (
    <Card className="folio-catalog-card" aria-label="Statement">
      <H3>Statement</H3>
      <p className="bp6-text-muted">
        The client’s invoices and payments by date with a running balance, and the credit held. Leave the dates empty
        for the last 90 days up to today.
      </p>
      <div className="folio-catalog-toolbar" onBlur={checkTyped}>
        <DateField label="From" name="statement-start" value={start} onChange={setStart} inline />
        <DateField label="To" name="statement-end" value={end} onChange={setEnd} inline />
        <Button
          icon={<DownloadIcon />}
          text="Download statement"
          loading={busy === 'download'}
          disabled={!ready}
          onClick={() => void download(statementPath(clientId, start, end), `statement-${clientId}.pdf`)}
        />
      </div>
      <div className="folio-catalog-toolbar">
        <EmailToField
          label="Email to"
          value={to}
          onChange={setTo}
          error={toError}
          helperText={
            clientEmail
              ? "The statement PDF goes to the client's address unless you type another."
              : 'The client has no email address on file: type the address to send the statement to.'
          }
        />
        <Button
          icon={<EnvelopeIcon />}
          text="Email statement"
          loading={busy === 'email'}
          disabled={!ready}
          onClick={() => {
            const address = to.trim();
            const invalid = emailAddressError(address, 'the statement');
            setToError(invalid);
            if (invalid) return;
            // The same period to the same address again (a retry) is answered, not mailed twice.
            const key = keyFor(`${address} ${start} ${end}`);
            void email(async (idempotencyKey) => {
              const { data } = await mutate({
                variables: { clientId, start: start || null, end: end || null, to: address, idempotencyKey },
              });
              return data?.emailClientStatement;
            }, key);
          }}
        />
      </div>
    </Card>
  );
}
