import { Tag } from '@blueprintjs/core';
import { accountLabel } from './accounts';
import type { FmLocation } from './fmNavigation';

interface ListScopeTagsProps {
  location: FmLocation;
  accounts: readonly { code: string; name: string }[];
  onRemove: (key: 'account' | 'invoiceId' | 'appointmentId') => void;
}

/** What narrows the list besides its date range and type: one account, one invoice, one appointment. */
export function ListScopeTags({ location, accounts, onRemove }: ListScopeTagsProps) {
  const account = location.account;
  const known = accounts.find((a) => a.code === account);
  const tags = [
    account !== undefined && { key: 'account' as const, text: `Account ${known ? accountLabel(known) : account}` },
    location.invoiceId !== undefined && { key: 'invoiceId' as const, text: `Invoice ${location.invoiceId}` },
    location.appointmentId !== undefined && {
      key: 'appointmentId' as const,
      text: `Appointment ${location.appointmentId}`,
    },
  ].filter((tag) => tag !== false);
  if (tags.length === 0) return null;
  return (
    <div className="fm-scope-tags" aria-label="Showing only">
      <span className="bp6-text-muted">Showing only:</span>
      {tags.map((tag) => (
        <Tag
          key={tag.key}
          intent="primary"
          minimal
          data-testid={`fm-scope-${tag.key}`}
          onRemove={() => onRemove(tag.key)}
        >
          {tag.text}
        </Tag>
      ))}
    </div>
  );
}
