import { Intent, Tag } from '@blueprintjs/core';
import type { OutboxStatus } from '../../gql/graphql';
import { statusLabels } from './messages';

const intents: Record<OutboxStatus, Intent> = {
  KEPT: Intent.WARNING,
  SENDING: Intent.PRIMARY,
  SENT: Intent.SUCCESS,
  FAILED: Intent.DANGER,
  UNCERTAIN: Intent.WARNING,
};

/** A message's status as a coloured tag. */
export function StatusTag({ status }: { status: OutboxStatus }) {
  return (
    <Tag minimal round intent={intents[status]}>
      {statusLabels[status]}
    </Tag>
  );
}
