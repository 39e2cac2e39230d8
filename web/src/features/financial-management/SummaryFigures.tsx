import { Card, Classes } from '@blueprintjs/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatMoney, toCents } from '../../shared/money';

export const FmSummaryFiguresFragment = graphql(`
  fragment FmSummaryFigures on FinancialSummary {
    income
    expenses
    profit
    paymentsReceived
    currencySymbol
  }
`);

/** Spec §2: Profit is green at zero or more, red below zero. */
export function profitSign(profit: string): 'positive' | 'negative' {
  const cents = toCents(profit);
  return cents !== null && cents < 0 ? 'negative' : 'positive';
}

/** Income, Expenses, Profit and Payments Received, with the company currency. */
export function SummaryFigures(props: { summary: FragmentType<typeof FmSummaryFiguresFragment> }) {
  const summary = getFragmentData(FmSummaryFiguresFragment, props.summary);
  const money = (value: string) => formatMoney(value, summary.currencySymbol);
  const sign = profitSign(summary.profit);
  return (
    <dl className="fm-figures">
      <Figure label="Income" testId="fm-income" value={money(summary.income)} />
      <Figure label="Expenses" testId="fm-expenses" value={money(summary.expenses)} />
      <Figure
        label="Profit"
        testId="profit"
        value={money(summary.profit)}
        sign={sign}
        className={sign === 'negative' ? 'fm-profit-negative' : 'fm-profit-positive'}
      />
      <Figure label="Payments Received" testId="fm-payments-received" value={money(summary.paymentsReceived)} />
    </dl>
  );
}

interface FigureProps {
  label: string;
  testId: string;
  value: string;
  sign?: 'positive' | 'negative';
  className?: string;
}

function Figure({ label, testId, value, sign, className }: FigureProps) {
  return (
    <Card compact className="fm-figure">
      <dt className={Classes.TEXT_MUTED}>{label}</dt>
      <dd data-testid={testId} data-sign={sign} className={className}>
        {value}
      </dd>
    </Card>
  );
}
