import { useApolloClient, useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { ThListIcon, TimelineBarChartIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { paths } from '../../app/paths';
import { graphql } from '../../gql';
import { startOfYearInZone, todayInZone } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { NavButton } from '../../shared/NavButton';
import { useViewer } from '../session/useViewer';
import { TasksPanel } from '../tasks/TasksPanel';
import { ExpenseSummary } from './ExpenseSummary';
import { FmHelpLinks } from './FmHelpLinks';
import { FmLinkButton } from './FmLinkButton';
import { fmRoutes, fmSearchParams, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { FmMonthlyFinancialsQuery, MonthlyChartPanel } from './MonthlyChartPanel';
import { PeriodPicker, type Period } from './PeriodPicker';
import { SummaryFigures } from './SummaryFigures';
import type { FmGo } from './useFmNavigation';
import { ViewHeader } from './ViewHeader';

export const FmDashboardQuery = graphql(`
  query FmDashboard($start: Date!, $end: Date!) {
    financialSummary(start: $start, end: $end) {
      start
      end
      ...FmSummaryFigures
      ...FmExpenseSummary
    }
  }
`);

/** Spec §9: the dashboard period defaults to the start of the current year through today (company time zone). */
export function dashboardPeriod(location: FmLocation, timeZone: string, now: Date = new Date()): Period {
  return {
    start: location.start ?? startOfYearInZone(timeZone, now),
    end: location.end ?? todayInZone(timeZone, now),
  };
}

/** View 1, 'Manage Financials'. */
export function DashboardView({ location, go }: { location: FmLocation; go: FmGo }) {
  const { company } = useViewer();
  const client = useApolloClient();
  const period = dashboardPeriod(location, company.timeZone);
  const [refreshing, setRefreshing] = useState(false);
  const { data, error, loading } = useQuery(FmDashboardQuery, {
    variables: period,
    // figures change with every transaction, also other people's: show what is known, then the latest
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('Loading the dashboard failed:', error);
  }, [error]);

  const refresh = () => {
    setRefreshing(true);
    client
      .refetchQueries({ include: [FmDashboardQuery, FmMonthlyFinancialsQuery] })
      .catch((e: unknown) => console.error('Refreshing the dashboard failed:', e))
      .finally(() => setRefreshing(false));
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Manage Financials">
        <FmLinkButton to={fmRoutes.transactions()} icon={<ThListIcon />} text="Financial Transactions" />
        <NavButton to={paths.reports} icon={<TimelineBarChartIcon />} text="Reports" />
        <FmHelpLinks />
      </ViewHeader>
      <PeriodPicker
        value={period}
        onChange={(next) => go(fmRoutes.dashboard(next), { replace: true })}
        onRefresh={refresh}
        refreshing={refreshing || loading}
      />
      {error ? <InlineNotice>{`The figures could not be loaded: ${errorMessage(error)}`}</InlineNotice> : null}
      {data ? (
        <>
          <SummaryFigures summary={data.financialSummary} />
          <div className="fm-dashboard-panels">
            <ExpenseSummary
              summary={data.financialSummary}
              transactionsLink={(code) => ({
                search: `?${fmSearchParams(fmRoutes.accountTransactions(period, code)).toString()}`,
              })}
            />
            <MonthlyChartPanel start={period.start} end={period.end} currencySymbol={company.currencySymbol} />
          </div>
        </>
      ) : loading ? (
        <div className="fm-loading" role="status">
          <Spinner size={24} aria-label="Loading the figures" />
        </div>
      ) : null}
      <TasksPanel currencySymbol={company.currencySymbol} />
    </section>
  );
}
