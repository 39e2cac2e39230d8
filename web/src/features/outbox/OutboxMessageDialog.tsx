import { useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { DownloadIcon, SendMessageIcon } from '@blueprintjs/icons';
import { getFragmentData } from '../../gql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { useViewer } from '../session/useViewer';
import { canResend, kindLabels, uncertainHint } from './messages';
import { OutboxMessageFieldsFragment, OutboxMessageQuery } from './outboxQueries';
import { StatusTag } from './StatusTag';
import { useOutboxActions } from './useOutboxActions';

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;

/** One message: who it went to, its status and error, its text, its attachments (download) and Resend. */
export function OutboxMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(OutboxMessageQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const { resend, resending, download, downloading } = useOutboxActions();
  const detail = data?.outboxMessage;
  const message = detail ? getFragmentData(OutboxMessageFieldsFragment, detail) : null;

  return (
    <Dialog isOpen title={message?.subject ?? 'Message'} onClose={onClose} className="folio-outbox-dialog">
      <DialogBody>
        {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
        {loading && !message ? <Spinner size={20} /> : null}
        {!loading && !error && !message ? <Callout>This message no longer exists.</Callout> : null}
        {message && detail ? (
          <>
            <dl className="folio-outbox-facts">
              <dt>Kind</dt>
              <dd>{kindLabels[message.kind] ?? message.kind}</dd>
              <dt>To</dt>
              <dd>{message.to}</dd>
              {message.cc ? (
                <>
                  <dt>Cc</dt>
                  <dd>{message.cc}</dd>
                </>
              ) : null}
              <dt>Status</dt>
              <dd>
                <StatusTag status={message.status} /> {message.attempts > 0 ? `(${message.attempts} sends tried)` : ''}
              </dd>
              <dt>Recorded</dt>
              <dd>{formatInstant(message.createdAt, company.timeZone)}</dd>
              {message.sentAt ? (
                <>
                  <dt>Sent</dt>
                  <dd>{formatInstant(message.sentAt, company.timeZone)}</dd>
                </>
              ) : null}
            </dl>
            {message.status === 'UNCERTAIN' ? (
              <Callout intent={Intent.WARNING} title="May have been sent">
                {uncertainHint}
              </Callout>
            ) : message.error ? (
              <Callout intent={Intent.DANGER} title="The mail server's reason">
                {message.error}
              </Callout>
            ) : null}
            <pre className={`folio-outbox-text ${Classes.TEXT_MUTED}`} aria-label="Message text">
              {detail.text ?? ''}
            </pre>
            <ul className="folio-outbox-attachments" aria-label="Attachments">
              {message.attachments.map((a) => (
                <li key={a.position}>
                  <Button
                    size="small"
                    icon={<DownloadIcon />}
                    text={`${a.fileName} (${size(a.sizeBytes)})`}
                    loading={downloading}
                    onClick={() => void download(a)}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            {message && canResend(message.status) ? (
              <Button
                intent={Intent.PRIMARY}
                icon={<SendMessageIcon />}
                text="Resend"
                loading={resending}
                onClick={() => void resend(message.id)}
              />
            ) : null}
          </>
        }
      />
    </Dialog>
  );
}
