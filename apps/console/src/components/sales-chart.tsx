import type { Dashboard } from '@mall/contract';
import { useMemo, useState } from 'react';
import { money, shortDay } from '../lib/format';

type Point = Dashboard['series'][number];
type Props = { series: Point[]; measure: 'sales' | 'orders'; label: (point: Point) => string };

const WIDTH = 900;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 28, left: 64 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest value. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Bars per day in plain SVG (no chart library): sales in money or the number of paid orders. */
export function SalesChart({ series, measure, label }: Props) {
  const [hover, setHover] = useState<number | null>(null);
  const values = useMemo(
    () => series.map((p) => (measure === 'sales' ? Number(p.sales) : p.orders)),
    [series, measure],
  );
  // Orders are whole numbers: a top divisible by four gives whole ticks at each quarter.
  const nice = niceMax(Math.max(...values, 0));
  const top = measure === 'orders' ? Math.max(4, Math.ceil(nice / 4) * 4) : nice;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(series.length, 1);
  const barW = Math.max(4, slot * 0.6);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  // One format for the whole axis: whole amounts when every tick is whole ($0 … $200), else cents ($0.00 … $1.00).
  const decimals = ticks.every((v) => Number.isInteger(v)) ? 0 : 2;
  const tickText = (v: number) => (measure === 'sales' ? money(v.toFixed(decimals), decimals === 0) : String(v));

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={series.map(label).join('; ')}
      data-testid="sales-chart"
      style={{ display: 'block', maxHeight: 300 }}
    >
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} stroke="#f0f0f0" />
          <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
            {tickText(v)}
          </text>
        </g>
      ))}
      {series.map((point, i) => {
        const v = values[i] ?? 0;
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const h = Math.max(v > 0 ? 2 : 0, PAD.top + innerH - y(v));
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the hover only shows the figures the title also gives.
          <g key={point.date} onMouseEnter={() => setHover(i)} onMouseLeave={() => setHover(null)}>
            <title>{label(point)}</title>
            <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={innerH} fill="transparent" />
            <rect
              x={x}
              y={PAD.top + innerH - h}
              width={barW}
              height={h}
              rx={2}
              fill={hover === i ? '#c41d1d' : '#e93323'}
              opacity={hover === null || hover === i ? 1 : 0.55}
            />
            {(i % 5 === (series.length - 1) % 5 || i === series.length - 1) && (
              <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill="#8c8c8c">
                {shortDay(point.date)}
              </text>
            )}
          </g>
        );
      })}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#d9d9d9" />
      {hover !== null && series[hover] && (
        <g pointerEvents="none">
          <rect
            x={Math.min(PAD.left + hover * slot, WIDTH - PAD.right - 170)}
            y={PAD.top}
            width={170}
            height={24}
            rx={4}
            fill="rgba(0,0,0,0.75)"
          />
          <text
            x={Math.min(PAD.left + hover * slot, WIDTH - PAD.right - 170) + 8}
            y={PAD.top + 16}
            fontSize={12}
            fill="#fff"
          >
            {label(series[hover])}
          </text>
        </g>
      )}
    </svg>
  );
}
