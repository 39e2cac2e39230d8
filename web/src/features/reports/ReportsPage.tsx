import './reports.css';
import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import { DateField } from '../../shared/DateField';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { PageHeader } from '../../shared/PageHeader';
import { startOfYearInZone, todayInZone } from '../../shared/dates';
import { useViewer } from '../session/useViewer';
import { BarChart } from './BarChart';
import { ReportDownloads } from './ReportDownloads';
import { AGE_BUCKETS, agedChart, paymentsChart, periodError, profitChart } from './reportChart';
import {
  ReportsAgedAmountsFragment,
  ReportsAgedReceivablesQuery,
  ReportsPaymentsByTypeQuery,
  ReportsProfitAndLossQuery,
} from './reportQueries';
import { scrollRegion } from '../../shared/scrollRegion';
import { TaxReport } from './TaxReport';

export const REPORTS = ['aged', 'profit', 'payments', 'tax'] as const;
export type ReportKind = (typeof REPORTS)[number];
const REPORT_TITLES: Record<ReportKind, string> = {
  aged: 'Aged receivables',
  profit: 'Profit and loss',
  payments: 'Payments by type',
  tax: 'VAT/GST',
};

const isReport = (value: string | null): value is ReportKind => REPORTS.includes(value as ReportKind);

/**
 * #/commonFinancialReports: the reports (docs/guide-reports.md), one tab each, with a chart, a table, a PDF and the
 * table as CSV or Excel.
 */
export function ReportsPage() {
  const { company } = useViewer();
  const [params, setParams] = useSearchParams();
  const report: ReportKind = isReport(params.get('report')) ? (params.get('report') as ReportKind) : 'aged';
  const today = todayInZone(company.timeZone);
  const [asOf, setAsOf] = useState(today);
  const [start, setStart] = useState(startOfYearInZone(company.timeZone));
  const [end, setEnd] = useState(today);
  const choose = (next: string) => setParams({ report: next }, { replace: true });
  const periodProblem = periodError(start, end);

  const period = (
    <>
      <DateField label="From" value={start} onChange={setStart} required inline />
      <DateField label="To" value={end} onChange={setEnd} required inline error={periodProblem ?? undefined} />
    </>
  );

  return (
    <section className="reports-page">
      <PageHeader
        title="Reports"
        description="Who owes what and for how long, profit and loss by month, payments received by type, VAT/GST."
      />
      <Tabs id="reports-tabs" selectedTabId={report} onChange={(id) => choose(String(id))} renderActiveTabPanelOnly>
        <Tab
          id="aged"
          title={REPORT_TITLES.aged}
          panel={
            <>
              <div className="reports-controls">
                <DateField label="As of" value={asOf} onChange={setAsOf} required inline />
              </div>
              {/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? <AgedReceivablesReport asOf={asOf} /> : null}
            </>
          }
        />
        <Tab
          id="profit"
          title={REPORT_TITLES.profit}
          panel={
            <>
              <div className="reports-controls">{period}</div>
              {periodProblem ? null : <ProfitAndLossReport start={start} end={end} />}
            </>
          }
        />
        <Tab
          id="payments"
          title={REPORT_TITLES.payments}
          panel={
            <>
              <div className="reports-controls">{period}</div>
              {periodProblem ? null : <PaymentsByTypeReport start={start} end={end} />}
            </>
          }
        />
        <Tab
          id="tax"
          title={REPORT_TITLES.tax}
          panel={
            <>
              <div className="reports-controls">{period}</div>
              {periodProblem ? null : <TaxReport start={start} end={end} />}
            </>
          }
        />
      </Tabs>
    </section>
  );
}

function Loading({ loading, error, children }: { loading: boolean; error: unknown; children: ReactNode }) {
  if (error) {
    return (
      <Callout intent={Intent.DANGER} title="The report could not be loaded">
        {errorMessage(error)}
      </Callout>
    );
  }
  if (loading) return <Spinner size={24} />;
  return <>{children}</>;
}

function AgedReceivablesReport({ asOf }: { asOf: string }) {
  const { data, loading, error } = useQuery(ReportsAgedReceivablesQuery, {
    variables: { asOf },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.agedReceivables;
  return (
    <Loading loading={loading && !report} error={error}>
      {report ? (
        <>
          {(() => {
            const totals = getFragmentData(ReportsAgedAmountsFragment, report.totals);
            const money = (value: string) => formatMoney(value, report.currencySymbol);
            const chart = agedChart(totals);
            return (
              <>
                <BarChart
                  title={`Owed by days past due, as of ${report.asOf}`}
                  series={chart.series}
                  groups={chart.groups}
                  currencySymbol={report.currencySymbol}
                />
                <ReportDownloads path={report.downloadPath} fileName={`aged-receivables-${report.asOf}`} />
                <div {...scrollRegion('Aged receivables per client')}>
                  <HTMLTable compact striped className="reports-table" aria-label="Aged receivables per client">
                    <thead>
                      <tr>
                        <th>Client</th>
                        {AGE_BUCKETS.map((b) => (
                          <th key={b.key} className="reports-amount">
                            {b.label}
                          </th>
                        ))}
                        <th className="reports-amount">Total</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.clients.length === 0 ? (
                        <tr>
                          <td colSpan={8}>Nothing is owed.</td>
                        </tr>
                      ) : null}
                      {report.clients.map((c) => {
                        const amounts = getFragmentData(ReportsAgedAmountsFragment, c.amounts);
                        return (
                          <tr key={c.clientId}>
                            <td>{c.name}</td>
                            {AGE_BUCKETS.map((b) => (
                              <td key={b.key} className="reports-amount">
                                {money(amounts[b.key])}
                              </td>
                            ))}
                            <td className="reports-amount">{money(amounts.total)}</td>
                          </tr>
                        );
                      })}
                      <tr className="reports-total">
                        <td>Total</td>
                        {AGE_BUCKETS.map((b) => (
                          <td key={b.key} className="reports-amount">
                            {money(totals[b.key])}
                          </td>
                        ))}
                        <td className="reports-amount">{money(totals.total)}</td>
                      </tr>
                    </tbody>
                  </HTMLTable>
                </div>
              </>
            );
          })()}
        </>
      ) : null}
    </Loading>
  );
}

function ProfitAndLossReport({ start, end }: { start: string; end: string }) {
  const { data, loading, error } = useQuery(ReportsProfitAndLossQuery, {
    variables: { start, end },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.profitAndLoss;
  if (!report)
    return (
      <Loading loading={loading} error={error}>
        {null}
      </Loading>
    );
  const money = (value: string) => formatMoney(value, report.currencySymbol);
  const chart = profitChart(report.monthTotals);
  const section = (kind: 'INCOME' | 'EXPENSE', title: string, total: string) => (
    <>
      <tr className="reports-total">
        <td colSpan={report.months.length + 2}>{title}</td>
      </tr>
      {report.accounts
        .filter((a) => a.kind === kind)
        .map((a) => (
          <tr key={a.code}>
            <td>{`${a.code} ${a.name}`}</td>
            {a.amounts.map((amount, i) => (
              <td key={report.months[i]} className="reports-amount">
                {money(amount)}
              </td>
            ))}
            <td className="reports-amount">{money(a.total)}</td>
          </tr>
        ))}
      <tr className="reports-total">
        <td>{`Total ${title.toLowerCase()}`}</td>
        {report.monthTotals.map((m) => (
          <td key={m.month} className="reports-amount">
            {money(kind === 'INCOME' ? m.income : m.expenses)}
          </td>
        ))}
        <td className="reports-amount">{money(total)}</td>
      </tr>
    </>
  );
  return (
    <>
      <BarChart
        title={`Income, expenses and net profit per month, ${report.start} to ${report.end}`}
        series={chart.series}
        groups={chart.groups}
        currencySymbol={report.currencySymbol}
      />
      <ReportDownloads path={report.downloadPath} fileName={`profit-and-loss-${report.start}-${report.end}`} />
      <div {...scrollRegion('Profit and loss by month and account')}>
        <HTMLTable compact striped className="reports-table" aria-label="Profit and loss by month and account">
          <thead>
            <tr>
              <th>Account</th>
              {report.months.map((m) => (
                <th key={m} className="reports-amount">
                  {m.slice(0, 7)}
                </th>
              ))}
              <th className="reports-amount">Total</th>
            </tr>
          </thead>
          <tbody>
            {section('INCOME', 'Income', report.totals.income)}
            {section('EXPENSE', 'Expenses', report.totals.expenses)}
            <tr className="reports-total">
              <td>Net profit</td>
              {report.monthTotals.map((m) => (
                <td key={m.month} className="reports-amount">
                  {money(m.netProfit)}
                </td>
              ))}
              <td className="reports-amount">{money(report.totals.netProfit)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}

function PaymentsByTypeReport({ start, end }: { start: string; end: string }) {
  const { data, loading, error } = useQuery(ReportsPaymentsByTypeQuery, {
    variables: { start, end },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.paymentsByType;
  if (!report)
    return (
      <Loading loading={loading} error={error}>
        {null}
      </Loading>
    );
  const money = (value: string) => formatMoney(value, report.currencySymbol);
  const chart = paymentsChart(report.types, report.months);
  return (
    <>
      <BarChart
        title={`Payments received per month and type, ${report.start} to ${report.end}`}
        series={chart.series}
        groups={chart.groups}
        currencySymbol={report.currencySymbol}
      />
      <ReportDownloads path={report.downloadPath} fileName={`payments-by-type-${report.start}-${report.end}`} />
      <div {...scrollRegion('Payments received per month and type')}>
        <HTMLTable compact striped className="reports-table" aria-label="Payments received per month and type">
          <thead>
            <tr>
              <th>Month</th>
              {report.types.map((t) => (
                <th key={t.type} className="reports-amount">
                  {t.label}
                </th>
              ))}
              <th className="reports-amount">Total</th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => (
              <tr key={m.month}>
                <td>{m.month.slice(0, 7)}</td>
                {m.types.map((t) => (
                  <td key={t.type} className="reports-amount">
                    {money(t.amount)}
                  </td>
                ))}
                <td className="reports-amount">{money(m.total)}</td>
              </tr>
            ))}
            <tr className="reports-total">
              <td>Total</td>
              {report.types.map((t) => (
                <td key={t.type} className="reports-amount">
                  {money(t.amount)}
                </td>
              ))}
              <td className="reports-amount">{money(report.total)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </div>
      <p className="bp6-text-muted">Write-offs are not money received and are left out.</p>
    </>
  );
}
