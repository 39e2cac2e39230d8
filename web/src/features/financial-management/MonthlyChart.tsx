import { Colors } from '@blueprintjs/core';
import { useId } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatCalendarMonth } from '../../shared/dates';
import { formatMoney, toCents } from '../../shared/money';
import { compactAmount, niceScale, yFor } from './chartScale';

export const FmMonthlyChartFragment = graphql(`
  fragment FmMonthlyChart on MonthlyFinancials {
    month
    income
    expenses
    profit
  }
`);

const WIDTH = 760;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 56 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

export const CHART_COLORS = { income: Colors.GREEN3, expenses: Colors.ORANGE3, profit: Colors.BLUE3 } as const;

interface MonthlyChartProps {
  months: readonly FragmentType<typeof FmMonthlyChartFragment>[];
  currencySymbol: string;
}

/** Income and expenses as bars, profit as a line, one group per month; plain SVG with a text alternative. */
export function MonthlyChart(props: MonthlyChartProps) {
  const titleId = useId();
  const descId = useId();
  const months = getFragmentData(FmMonthlyChartFragment, props.months).map((m) => ({
    ...m,
    label: formatCalendarMonth(m.month),
    cents: { income: toCents(m.income) ?? 0, expenses: toCents(m.expenses) ?? 0, profit: toCents(m.profit) ?? 0 },
  }));
  const money = (value: string) => formatMoney(value, props.currencySymbol);

  if (months.length === 0) return <p className="bp6-text-muted">No months to show.</p>;

  const scale = niceScale(months.flatMap((m) => [m.cents.income, m.cents.expenses, m.cents.profit]));
  const y = (cents: number) => yFor(scale, MARGIN.top, PLOT_H, cents);
  const band = PLOT_W / months.length;
  const barWidth = Math.min(28, band * 0.32);
  const centre = (index: number) => MARGIN.left + band * index + band / 2;
  const labelEvery = Math.ceil(months.length / 12);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const profitPath = months
    .map((m, index) => `${index === 0 ? 'M' : 'L'}${centre(index).toFixed(1)},${y(m.cents.profit).toFixed(1)}`)
    .join(' ');

  return (
    <figure className="fm-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="fm-chart-svg"
        data-testid="fm-monthly-chart"
      >
        <title id={titleId}>Income, expenses and profit per month</title>
        <desc id={descId}>
          {`${months.length} month${months.length === 1 ? '' : 's'} from ${first.label} to ${last.label}. `}
          {months
            .map(
              (m) => `${m.label}: income ${money(m.income)}, expenses ${money(m.expenses)}, profit ${money(m.profit)}.`,
            )
            .join(' ')}
        </desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="fm-chart-grid">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compactAmount(tick)}
            </text>
          </g>
        ))}
        <line className="fm-chart-zero" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
        {months.map((m, index) => (
          <g key={m.month}>
            <Bar
              x={centre(index) - barWidth - 1}
              width={barWidth}
              from={y(0)}
              to={y(m.cents.income)}
              color={CHART_COLORS.income}
            >
              {`${m.label} income: ${money(m.income)}`}
            </Bar>
            <Bar
              x={centre(index) + 1}
              width={barWidth}
              from={y(0)}
              to={y(m.cents.expenses)}
              color={CHART_COLORS.expenses}
            >
              {`${m.label} expenses: ${money(m.expenses)}`}
            </Bar>
            {index % labelEvery === 0 ? (
              <text className="fm-chart-label" x={centre(index)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
                {m.label}
              </text>
            ) : null}
          </g>
        ))}
        <path d={profitPath} fill="none" stroke={CHART_COLORS.profit} strokeWidth={2} />
        {months.map((m, index) => (
          <circle key={m.month} cx={centre(index)} cy={y(m.cents.profit)} r={3.5} fill={CHART_COLORS.profit}>
            <title>{`${m.label} profit: ${money(m.profit)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="fm-chart-legend">
        <LegendItem color={CHART_COLORS.income} label="Income" />
        <LegendItem color={CHART_COLORS.expenses} label="Expenses" />
        <LegendItem color={CHART_COLORS.profit} label="Profit" line />
      </figcaption>
    </figure>
  );
}

function Bar(props: { x: number; width: number; from: number; to: number; color: string; children: string }) {
  const top = Math.min(props.from, props.to);
  return (
    <rect x={props.x} y={top} width={props.width} height={Math.abs(props.from - props.to)} fill={props.color}>
      <title>{props.children}</title>
    </rect>
  );
}

function LegendItem({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <span className="fm-chart-legend-item">
      <svg width="18" height="10" aria-hidden="true">
        {line ? (
          <line x1="0" x2="18" y1="5" y2="5" stroke={color} strokeWidth="2" />
        ) : (
          <rect width="18" height="10" fill={color} />
        )}
      </svg>
      {label}
    </span>
  );
}
