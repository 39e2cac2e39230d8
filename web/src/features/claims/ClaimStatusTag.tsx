import { Intent, Tag } from '@blueprintjs/core';
import type { ClaimStatus } from '../../gql/graphql';

const INTENTS: Record<ClaimStatus, Intent> = {
  N: Intent.NONE,
  S: Intent.PRIMARY,
  A: Intent.SUCCESS,
  P: Intent.WARNING,
  R: Intent.DANGER,
  V: Intent.NONE,
};

/** A claim status as a coloured label: New, Submitted, Accepted, … */
export function ClaimStatusTag({ status, label }: { status: ClaimStatus; label: string }) {
  return (
    <Tag intent={INTENTS[status]} minimal round data-testid="claim-status" data-status={status}>
      {label}
    </Tag>
  );
}
