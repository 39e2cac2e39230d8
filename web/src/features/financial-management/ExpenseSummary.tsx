import { HTMLTable } from '@blueprintjs/core';
import { Link, type To } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatMoney } from '../../shared/money';

export const FmExpenseSummaryFragment = graphql(`
  fragment FmExpenseSummary on FinancialSummary {
    currencySymbol
    expenseAccounts {
      financialAccountCode
      financialAccountName
      amount
    }
  }
`);

interface ExpenseSummaryProps {
  summary: FragmentType<typeof FmExpenseSummaryFragment>;
  /** Where 'View transactions' leads for an account: the list filtered to it for the same period. */
  transactionsLink: (accountCode: string) => To;
}

/** Spec §2 view 1, 'Summary of Expenses': one line per expense account with a link to its transactions. */
export function ExpenseSummary(props: ExpenseSummaryProps) {
  const summary = getFragmentData(FmExpenseSummaryFragment, props.summary);
  return (
    <section aria-labelledby="fm-expense-summary" className="fm-expense-summary">
      <h4 id="fm-expense-summary" className="bp6-heading">
        Summary of Expenses
      </h4>
      {summary.expenseAccounts.length === 0 ? (
        <p className="bp6-text-muted">No expenses in this period.</p>
      ) : (
        <div className="folio-table-scroll">
          <HTMLTable compact striped className="fm-table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col" className="fm-numeric">
                  Amount
                </th>
                <th scope="col">
                  <span className="bp6-text-muted">Transactions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.expenseAccounts.map((account) => (
                <tr
                  key={account.financialAccountCode}
                  data-testid="expense-account-row"
                  data-account-code={account.financialAccountCode}
                >
                  <td>
                    <span className="bp6-text-muted fm-code">{account.financialAccountCode}</span>{' '}
                    {account.financialAccountName}
                  </td>
                  <td className="fm-numeric">{formatMoney(account.amount, summary.currencySymbol)}</td>
                  <td>
                    <Link to={props.transactionsLink(account.financialAccountCode)}>View transactions</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
