import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatAmount } from '../../shared/money';
import { transactionCount } from './recodeForm';

export const FmRecodePreviewFragment = graphql(`
  fragment FmRecodePreview on RecodePreview {
    changed
    rows {
      transaction {
        id
        processed
        description
        debit
        credit
        financialAccountCode
        financialAccountName
      }
      newFinancialAccountCode
      newFinancialAccountName
    }
  }
`);

/**
 * What the recode would change: how many transactions and the first 100, each from its account to the new one.
 * `children` (the confirm buttons) go between the count and the rows, so they are at hand on a phone.
 */
export function RecodePreviewPanel(props: {
  preview: FragmentType<typeof FmRecodePreviewFragment>;
  children?: ReactNode;
}) {
  const preview = getFragmentData(FmRecodePreviewFragment, props.preview);
  if (preview.changed === 0) {
    return (
      <div className="fm-recode-preview">
        <p className="fm-recode-count" role="status">
          No transaction would change: none of the period matches, or every match is on that account already.
        </p>
        {props.children}
      </div>
    );
  }
  return (
    <div className="fm-recode-preview">
      <p className="fm-recode-count" role="status">
        {`${transactionCount(preview.changed)} will be recoded.`}
      </p>
      {preview.changed > preview.rows.length ? (
        <p className="bp6-text-muted">{`The first ${preview.rows.length} by date are shown.`}</p>
      ) : null}
      {props.children}
      <ul className="fm-recode-rows" aria-label="Transactions to recode">
        {preview.rows.map(({ transaction, newFinancialAccountCode, newFinancialAccountName }) => (
          <li key={transaction.id} className="fm-recode-row" data-testid="recode-row">
            <span className="fm-recode-row-date">{transaction.processed}</span>
            <span className="fm-recode-row-description">{transaction.description}</span>
            <span className="fm-recode-row-amount">
              {transaction.debit !== '0.00'
                ? `Debit ${formatAmount(transaction.debit)}`
                : `Credit ${formatAmount(transaction.credit)}`}
            </span>
            <span className="fm-recode-row-accounts bp6-text-muted">
              {`${transaction.financialAccountCode} ${transaction.financialAccountName} → ${newFinancialAccountCode} ${newFinancialAccountName}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
