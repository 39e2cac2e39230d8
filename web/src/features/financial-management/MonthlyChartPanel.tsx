import { Callout } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { MonthlyChart } from './MonthlyChart';

export const FmMonthlyFinancialsQuery = graphql(`
  query FmMonthlyFinancials($start: Date!, $end: Date!) {
    monthlyFinancials(start: $start, end: $end) {
      month
      ...FmMonthlyChart
    }
  }
`);

/**
 * The dashboard chart with its own query, so that a failing chart never hides the figures.
 * Errors are logged (spec §8) and shown as a quiet line.
 */
export function MonthlyChartPanel(props: { start: string; end: string; currencySymbol: string }) {
  const { data, error, loading } = useQuery(FmMonthlyFinancialsQuery, {
    variables: { start: props.start, end: props.end },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('Loading the monthly financials failed:', error);
  }, [error]);

  return (
    <section aria-labelledby="fm-chart-heading" className="fm-chart-panel">
      <h4 id="fm-chart-heading" className="bp6-heading">
        Income, expenses and profit per month
      </h4>
      {error ? (
        <Callout intent="warning" compact>
          The chart could not be loaded: {errorMessage(error)}
        </Callout>
      ) : data ? (
        <MonthlyChart months={data.monthlyFinancials} currencySymbol={props.currencySymbol} />
      ) : loading ? (
        <p className="bp6-text-muted">Loading the chart…</p>
      ) : null}
    </section>
  );
}
