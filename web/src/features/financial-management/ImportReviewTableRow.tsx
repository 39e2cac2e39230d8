import { Button, ButtonGroup, Checkbox, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { memo } from 'react';
import type { DuplicateOf } from '../../gql/graphql';
import { formatAmount } from '../../shared/money';
import type { ReviewRow } from './importReview';

export interface ImportReviewRowActions {
  onSelect: (ids: readonly string[], selected: boolean) => void;
  onUploadChange: (id: string, upload: boolean) => void;
  onUpdate: (id: string) => void;
  onDelete: (id: string) => void;
}

interface ImportReviewTableRowProps extends ImportReviewRowActions {
  row: ReviewRow;
  selected: boolean;
  disabled: boolean;
  /** The server's reason when its failed Upload named this row. */
  failure?: string | undefined;
  /** The account rule that gave the row its account, in words. */
  ruleText?: string | undefined;
}

const DUPLICATES: Record<DuplicateOf, { text: string; title: string }> = {
  STORED: { text: 'already stored', title: 'A stored transaction has the same date, amount and description' },
  FILE: { text: 'twice in this file', title: 'An earlier row of this file has the same date, amount and description' },
};

/** Says where an account the review filled in came from: an account rule (which one), or earlier bookings. */
function AccountSourceTag({ from, ruleText }: { from: ReviewRow['accountFrom']; ruleText: string | undefined }) {
  if (!from) return null;
  const [text, title] =
    from === 'suggested'
      ? ['used before', 'The account earlier transactions with this description were booked to']
      : ['by rule', ruleText ?? 'An account rule (since changed or deleted)'];
  return (
    <>
      {' '}
      <Tag minimal className="fm-account-source" title={title} aria-label={`${text}: ${title}`}>
        {text}
      </Tag>
    </>
  );
}

/** One row of the review; memoised, so a tick re-renders its row only (a page holds 200). */
export const ImportReviewTableRow = memo(function ImportReviewTableRow(props: ImportReviewTableRowProps) {
  const { row, selected, disabled, failure, ruleText, onSelect, onUploadChange, onUpdate, onDelete } = props;
  const className = [row.upload ? '' : 'fm-row-left-out', failure ? 'fm-row-failing' : ''].join(' ').trim();
  return (
    <tr
      data-testid="import-review-row"
      data-row-id={row.id}
      data-upload={row.upload}
      data-failing={failure ? 'true' : undefined}
      className={className || undefined}
    >
      <td className="fm-check-cell">
        <Checkbox
          aria-label={`Select row ${row.id}`}
          checked={selected}
          disabled={disabled}
          onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
        />
      </td>
      <td className="fm-check-cell">
        <Checkbox
          aria-label={`Upload row ${row.id}`}
          checked={row.upload}
          disabled={disabled}
          onChange={(event) => onUploadChange(row.id, event.currentTarget.checked)}
        />
      </td>
      <td>{row.id}</td>
      <td>{row.processed}</td>
      <td>
        {row.financialAccountCode || (
          <Tag minimal intent="danger" title="Give this row an account before uploading">
            No account
          </Tag>
        )}
        {row.financialAccountCode ? <AccountSourceTag from={row.accountFrom} ruleText={ruleText} /> : null}
      </td>
      <td>
        {row.description}{' '}
        {row.duplicateOf ? (
          <Tag minimal intent="warning" title={DUPLICATES[row.duplicateOf].title}>
            {DUPLICATES[row.duplicateOf].text}
          </Tag>
        ) : null}
        {failure ? (
          <Tag minimal intent="danger" className="fm-row-failure" role="alert">
            {failure}
          </Tag>
        ) : null}
      </td>
      <td className="fm-numeric">{formatAmount(row.amount)}</td>
      <td className="fm-row-actions">
        <ButtonGroup variant="minimal">
          <Button size="small" icon={<EditIcon />} text="Update" disabled={disabled} onClick={() => onUpdate(row.id)} />
          <Button
            size="small"
            icon={<TrashIcon />}
            intent="danger"
            text="Delete"
            disabled={disabled}
            onClick={() => onDelete(row.id)}
          />
        </ButtonGroup>
      </td>
    </tr>
  );
});
