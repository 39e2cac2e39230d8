import { useId } from 'react';
import { formatCents, type Cents } from '../../shared/money';
import { compactAmount, niceScale, yFor } from '../financial-management/chartScale';
import type { ChartGroup, ChartSeries } from './reportChart';

const WIDTH = 760;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 56 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

interface BarChartProps {
  title: string;
  series: ChartSeries[];
  groups: ChartGroup[];
  currencySymbol: string;
}

/** Grouped bars, one group per label; plain SVG (as the dashboard's chart) with a text alternative. */
export function BarChart({ title, series, groups, currencySymbol }: BarChartProps) {
  const titleId = useId();
  const descId = useId();
  if (groups.length === 0) return null;
  const money = (cents: number) => `${currencySymbol} ${formatCents(cents as Cents)}`;
  const scale = niceScale(groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const y = (cents: number) => yFor(scale, MARGIN.top, PLOT_H, cents);
  const band = PLOT_W / groups.length;
  const barWidth = Math.max(1, Math.min(28, (band * 0.8) / series.length));
  const start = (index: number) => MARGIN.left + band * index + (band - barWidth * series.length) / 2;
  const labelEvery = Math.ceil(groups.length / 12);
  return (
    <figure className="reports-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="reports-chart-svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {groups
            .map((g) => `${g.label}: ${series.map((s) => `${s.label} ${money(g.values[s.key] ?? 0)}`).join(', ')}.`)
            .join(' ')}
        </desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="reports-chart-grid">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compactAmount(tick)}
            </text>
          </g>
        ))}
        <line className="reports-chart-zero" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} />
        {groups.map((g, index) => (
          <g key={g.label}>
            {series.map((s, i) => {
              const value = g.values[s.key] ?? 0;
              return (
                <rect
                  key={s.key}
                  x={start(index) + i * barWidth}
                  y={Math.min(y(0), y(value))}
                  width={barWidth}
                  height={Math.abs(y(0) - y(value))}
                  fill={s.color}
                >
                  <title>{`${g.label} ${s.label}: ${money(value)}`}</title>
                </rect>
              );
            })}
            {index % labelEvery === 0 ? (
              <text
                className="reports-chart-label"
                x={MARGIN.left + band * index + band / 2}
                y={HEIGHT - 14}
                textAnchor="middle"
              >
                {g.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {series.length > 1 ? (
        <figcaption className="reports-chart-legend">
          {series.map((s) => (
            <span key={s.key} className="reports-chart-legend-item">
              <svg width="18" height="10" aria-hidden="true">
                <rect width="18" height="10" fill={s.color} />
              </svg>
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
