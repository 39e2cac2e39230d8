import { H5, HTMLTable } from '@blueprintjs/core';

interface SkippedTableProps {
  skipped: ReadonlyArray<{ clientName: string; planName: string; reason: string }>;
}

/** The clients a run skips (or skipped), each with why: already billed for the plan's week, month, quarter … */
export function SkippedTable({ skipped }: SkippedTableProps) {
  return (
    <>
      <H5>Skipped</H5>
      <HTMLTable compact data-testid="billing-run-skipped">
        <thead>
          <tr>
            <th>Client</th>
            <th>Billing plan</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {skipped.map((s, i) => (
            <tr key={i}>
              <td>{s.clientName}</td>
              <td>{s.planName}</td>
              <td>{s.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
