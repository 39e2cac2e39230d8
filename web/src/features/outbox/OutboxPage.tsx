import './outbox.css';
import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLSelect, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { OutboxStatus } from '../../gql/graphql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { PageHeader } from '../../shared/PageHeader';
import { TablePager } from '../../shared/TablePager';
import { useViewer } from '../session/useViewer';
import { kindLabels, PAGE_SIZE, statusLabels } from './messages';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { OutboxMessageFieldsFragment, OutboxListQuery } from './outboxQueries';
import { StatusTag } from './StatusTag';
import { scrollRegion } from '../../shared/scrollRegion';

const STATUSES = Object.keys(statusLabels) as OutboxStatus[];

/** The Outbox: every message the server mailed or kept, newest first, with a detail dialog to read and resend. */
export function OutboxPage() {
  const { company } = useViewer();
  const filterId = useId();
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(OutboxListQuery, {
    variables: { status, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const messages = data?.outbox.messages.map((m) => getFragmentData(OutboxMessageFieldsFragment, m)) ?? [];

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email the server sends (invoices, reminders, claims): sent, failed with the mail server's reason, or kept here when no mail server is configured. Open a message to read it, download its attachments or resend it."
      />
      <section aria-label="Outbox">
        <div className="folio-outbox-toolbar">
          <label htmlFor={filterId}>Status</label>
          <HTMLSelect
            id={filterId}
            value={status ?? ''}
            onChange={(event) => {
              setStatus(event.currentTarget.value === '' ? null : (event.currentTarget.value as OutboxStatus));
              setPage(1);
            }}
            options={[{ value: '', label: 'All' }, ...STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))]}
          />
          <Button icon={<RefreshIcon />} text="Refresh" onClick={() => void refetch()} />
        </div>
        {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
        <div {...scrollRegion('Outbox')}>
          <HTMLTable striped interactive compact className="folio-outbox-table" data-testid="outbox-table">
            <thead>
              <tr>
                <th>Date</th>
                <th>Kind</th>
                <th>To</th>
                <th>Subject</th>
                <th>Attachments</th>
                <th>Status</th>
                <th>Error</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {messages.length === 0 ? (
                <tr>
                  <td colSpan={8}>{loading ? <Spinner size={16} /> : 'No messages found.'}</td>
                </tr>
              ) : (
                messages.map((message) => (
                  <tr key={message.id} data-message-id={message.id}>
                    <td>{formatInstant(message.createdAt, company.timeZone)}</td>
                    <td>{kindLabels[message.kind] ?? message.kind}</td>
                    <td>{message.to}</td>
                    <td>{message.subject}</td>
                    <td>
                      {message.attachments.map((a) => (
                        <Tag key={a.position} minimal className="folio-outbox-attachment">
                          {a.fileName}
                        </Tag>
                      ))}
                    </td>
                    <td>
                      <StatusTag status={message.status} />
                    </td>
                    <td className="folio-outbox-error">{message.error ?? ''}</td>
                    <td>
                      <Button size="small" text="View" onClick={() => setOpenId(message.id)} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
        <TablePager
          page={page}
          pageSize={PAGE_SIZE}
          total={data?.outbox.total ?? 0}
          onPageChange={setPage}
          noun="messages"
        />
      </section>
      {openId !== null ? <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
