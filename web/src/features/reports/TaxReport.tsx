import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { scrollRegion } from '../../shared/scrollRegion';
import { ReportDownloads } from './ReportDownloads';
import { ReportsTaxReportQuery, ReportsTaxSettingsQuery } from './taxReportQueries';

/**
 * The VAT/GST tab (docs/guide-reports.md, "VAT/GST"): tax collected on invoice lines by rate, tax paid (the input
 * tax account), net payable, its PDF and its table as CSV or Excel. A company that does not charge tax is told so and where to turn it on.
 */
export function TaxReport({ start, end }: { start: string; end: string }) {
  const settings = useQuery(ReportsTaxSettingsQuery);
  const company = settings.data?.viewer.company;
  if (settings.error) return <Failure error={settings.error} />;
  if (!company) return <Spinner size={24} />;
  if (!company.chargesTax) {
    return (
      <Callout intent={Intent.PRIMARY} title={`The company does not charge ${company.taxName}`}>
        There is no {company.taxName} report for a company that does not charge it. To charge {company.taxName}, turn on{' '}
        <strong>Charges {company.taxName}</strong> in the company settings on the{' '}
        <Link to={paths.userOverview}>User Module</Link> page.
      </Callout>
    );
  }
  return <TaxFigures start={start} end={end} />;
}

function Failure({ error }: { error: unknown }) {
  return (
    <Callout intent={Intent.DANGER} title="The report could not be loaded">
      {errorMessage(error)}
    </Callout>
  );
}

function TaxFigures({ start, end }: { start: string; end: string }) {
  const { data, loading, error } = useQuery(ReportsTaxReportQuery, {
    variables: { start, end },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.taxReport;
  if (error) return <Failure error={error} />;
  if (!report) return loading ? <Spinner size={24} /> : null;
  const money = (value: string) => formatMoney(value, report.currencySymbol);
  const name = report.taxName;
  return (
    <>
      <p>
        {name} from {report.start} to {report.end}
        {report.registrationNumber ? `, registration number ${report.registrationNumber}` : ''}.
      </p>
      <ReportDownloads path={report.downloadPath} fileName={`tax-report-${report.start}-${report.end}`} />
      <div {...scrollRegion(`${name} collected by rate`)}>
        <HTMLTable compact striped className="reports-table" aria-label={`${name} collected by rate`}>
          <thead>
            <tr>
              <th>Rate</th>
              <th className="reports-amount">Invoices</th>
              <th className="reports-amount">Lines</th>
              <th className="reports-amount">Excl. {name}</th>
              <th className="reports-amount">{name}</th>
              <th className="reports-amount">Incl. {name}</th>
            </tr>
          </thead>
          <tbody>
            {report.rates.length === 0 ? (
              <tr>
                <td colSpan={6}>No invoice line recorded {name} in this period.</td>
              </tr>
            ) : null}
            {report.rates.map((r) => (
              <tr key={r.rate}>
                <td>
                  {r.percent}% {r.label}
                </td>
                <td className="reports-amount">{r.invoices}</td>
                <td className="reports-amount">{r.lines}</td>
                <td className="reports-amount">{money(r.net)}</td>
                <td className="reports-amount">{money(r.tax)}</td>
                <td className="reports-amount">{money(r.gross)}</td>
              </tr>
            ))}
            <tr className="reports-total">
              <td>Total</td>
              <td />
              <td />
              <td className="reports-amount">{money(report.outputNet)}</td>
              <td className="reports-amount">{money(report.outputTax)}</td>
              <td className="reports-amount">{money(report.outputGross)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </div>
      <div {...scrollRegion(`${name} payable`)}>
        <HTMLTable compact className="reports-table" aria-label={`${name} payable`}>
          <tbody>
            <tr>
              <td>{name} collected (output tax)</td>
              <td className="reports-amount">{money(report.outputTax)}</td>
            </tr>
            <tr>
              <td>
                {name} paid (input tax{report.inputAccount ? `, account ${report.inputAccount}` : ''})
              </td>
              <td className="reports-amount">{money(report.inputTax)}</td>
            </tr>
            <tr className="reports-total">
              <td>{report.netPayable.startsWith('-') ? 'Net refundable' : 'Net payable'}</td>
              <td className="reports-amount">{money(report.netPayable)}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </div>
      <p className="bp6-text-muted">
        Output tax is what the invoice lines dated in the period recorded (archived invoices left out); input tax is
        what was booked to the input tax account.
      </p>
    </>
  );
}
