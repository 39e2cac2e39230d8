import { Callout, HTMLTable } from '@blueprintjs/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { centsToDecimal, formatMoney, type Cents } from '../../shared/money';
import type { ImportTotals } from './importTotals';

export const FmImportSummaryFragment = graphql(`
  fragment FmImportSummary on ImportSummary {
    count
    moneyIn
    moneyOut
    net
    duplicates
    openingBalance
    closingBalance
    expectedClosingBalance
    balanceMismatch
  }
`);

interface ImportSummaryPanelProps {
  /** The file's totals and stated balances, as read. */
  summary: FragmentType<typeof FmImportSummaryFragment>;
  /** The totals of the rows Upload stores, as edited (left out for a review kept on the server). */
  kept?: ImportTotals | undefined;
  currencySymbol: string;
}

/**
 * The top of view 4: what the file holds and what Upload will store (rows, money in, money out, net), the balances
 * the file states, and a warning when they do not add up, so that wrong money is seen before it is stored.
 */
export function ImportSummaryPanel(props: ImportSummaryPanelProps) {
  const summary = getFragmentData(FmImportSummaryFragment, props.summary);
  const money = (value: string) => formatMoney(value, props.currencySymbol);
  const cents = (value: Cents) => money(centsToDecimal(value));
  const { kept } = props;
  return (
    <section aria-label="Totals" className="fm-import-summary">
      <HTMLTable compact className="fm-import-totals">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="fm-numeric">
              Rows
            </th>
            <th scope="col" className="fm-numeric">
              Money in
            </th>
            <th scope="col" className="fm-numeric">
              Money out
            </th>
            <th scope="col" className="fm-numeric">
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="import-file-totals">
            <th scope="row">In the file</th>
            <td className="fm-numeric">{summary.count}</td>
            <td className="fm-numeric">{money(summary.moneyIn)}</td>
            <td className="fm-numeric">{money(summary.moneyOut)}</td>
            <td className="fm-numeric">{money(summary.net)}</td>
          </tr>
          {kept ? (
            <tr data-testid="import-upload-totals" className="fm-import-totals-kept">
              <th scope="row">To upload</th>
              <td className="fm-numeric">{kept.count}</td>
              <td className="fm-numeric">{cents(kept.moneyIn)}</td>
              <td className="fm-numeric">{cents(kept.moneyOut)}</td>
              <td className="fm-numeric">{cents(kept.net)}</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
      {summary.openingBalance !== null || summary.closingBalance !== null ? (
        <p data-testid="import-balances">
          {summary.openingBalance !== null ? `Opening balance ${money(summary.openingBalance)}` : ''}
          {summary.openingBalance !== null && summary.closingBalance !== null ? ' · ' : ''}
          {summary.closingBalance !== null ? `Closing balance ${money(summary.closingBalance)}` : ''}
        </p>
      ) : null}
      {summary.balanceMismatch && summary.closingBalance !== null ? (
        <Callout intent="warning" title="The balances do not add up" role="alert" data-testid="import-mismatch">
          Opening balance + rows = {money(summary.expectedClosingBalance ?? '')}, but the file&apos;s closing balance is{' '}
          {money(summary.closingBalance)}: check the rows before you upload.
        </Callout>
      ) : null}
    </section>
  );
}
