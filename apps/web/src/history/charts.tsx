// Small SVG charts that read at a glance: bars, a line over time and shares of 100 %. Each is an image
// with a text alternative; the figures themselves are also printed next to the charts.
import { For, type JSX, Show } from 'solid-js';
import { formatNumber, formatPercent } from '../i18n/format.ts';
import { t } from './messages.ts';

export interface Bar {
  readonly label: string;
  readonly value: number;
}

const WIDTH = 320;
const HEIGHT = 160;
const BOTTOM = 22;
const TOP = 18;

/** A chart as a captioned image whose text alternative reads out its figures. */
function ChartFrame(props: {
  title: string;
  testId?: string;
  height: number;
  text: string;
  children: JSX.Element;
}) {
  return (
    <figure class="chart" data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${props.height}`}
        role="img"
        aria-label={`${t('chartOf', { title: props.title })}. ${props.text}`}
      >
        {props.children}
      </svg>
    </figure>
  );
}

/** Vertical bars with their values on top; `reference` draws a dashed line (e.g. the expected count). */
export function BarChart(props: {
  title: string;
  bars: readonly Bar[];
  digits?: number;
  reference?: number;
  testId?: string;
}) {
  const max = () => Math.max(1e-9, props.reference ?? 0, ...props.bars.map((bar) => Math.abs(bar.value)));
  const step = () => WIDTH / Math.max(1, props.bars.length);
  const y = (value: number) => TOP + (HEIGHT - BOTTOM - TOP) * (1 - Math.max(0, value) / max());
  const text = () =>
    props.bars.map((bar) => `${bar.label}: ${formatNumber(bar.value, props.digits ?? 0)}`).join(', ');
  return (
    <ChartFrame title={props.title} testId={props.testId} height={HEIGHT} text={text()}>
      <For each={props.bars}>
        {(bar, i) => (
          <g>
            <rect
              class="chart-bar"
              x={i() * step() + step() * 0.18}
              width={step() * 0.64}
              y={y(bar.value)}
              height={Math.max(0, HEIGHT - BOTTOM - y(bar.value))}
              rx="3"
            />
            <text class="chart-value" x={i() * step() + step() / 2} y={y(bar.value) - 4} text-anchor="middle">
              {formatNumber(bar.value, props.digits ?? 0)}
            </text>
            <text class="chart-label" x={i() * step() + step() / 2} y={HEIGHT - 6} text-anchor="middle">
              {bar.label}
            </text>
          </g>
        )}
      </For>
      <Show when={props.reference}>
        {(reference) => (
          <line
            class="chart-reference"
            x1="0"
            x2={WIDTH}
            y1={y(reference())}
            y2={y(reference())}
            stroke-dasharray="6 4"
          />
        )}
      </Show>
      <line class="chart-axis" x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
    </ChartFrame>
  );
}

/** A value over time, oldest first, with the lowest and highest value marked. */
export function LineChart(props: { title: string; points: readonly Bar[]; testId?: string }) {
  const values = () => props.points.map((point) => point.value);
  const low = () => Math.min(...values());
  const high = () => Math.max(...values());
  const x = (i: number) =>
    props.points.length === 1 ? WIDTH / 2 : 12 + (i * (WIDTH - 24)) / (props.points.length - 1);
  const y = (value: number) =>
    high() === low() ? HEIGHT / 2 : TOP + (HEIGHT - BOTTOM - TOP) * (1 - (value - low()) / (high() - low()));
  const path = () => props.points.map((point, i) => `${x(i)},${y(point.value)}`).join(' ');
  const text = () => props.points.map((point) => `${point.label}: ${formatNumber(point.value)}`).join(', ');
  return (
    <ChartFrame title={props.title} testId={props.testId} height={HEIGHT} text={text()}>
      <polyline class="chart-line" points={path()} fill="none" />
      <For each={props.points}>
        {(point, i) => <circle class="chart-dot" cx={x(i())} cy={y(point.value)} r="4" />}
      </For>
      <text class="chart-value" x="4" y="12">
        {formatNumber(high())}
      </text>
      <text class="chart-value" x="4" y={HEIGHT - 6}>
        {formatNumber(low())}
      </text>
      <Show when={props.points.length > 0}>
        <text class="chart-label" x={WIDTH - 4} y={HEIGHT - 6} text-anchor="end">
          {props.points[props.points.length - 1]!.label}
        </text>
      </Show>
    </ChartFrame>
  );
}

/** Shares (0…1) as horizontal bars, one per row, with the percentage written at the end. */
export function ShareChart(props: { title: string; shares: readonly Bar[]; testId?: string }) {
  const ROW = 20;
  const LABEL = 96;
  const height = () => props.shares.length * ROW + 4;
  const text = () =>
    props.shares.map((share) => `${share.label}: ${formatPercent(share.value, 0)}`).join(', ');
  return (
    <ChartFrame title={props.title} testId={props.testId} height={height()} text={text()}>
      <For each={props.shares}>
        {(share, i) => (
          <g>
            <text class="chart-label" x={LABEL - 6} y={i() * ROW + 15} text-anchor="end">
              {share.label}
            </text>
            <rect
              class="chart-track"
              x={LABEL}
              y={i() * ROW + 4}
              width={WIDTH - LABEL - 44}
              height={ROW - 8}
              rx="3"
            />
            <rect
              class="chart-bar"
              x={LABEL}
              y={i() * ROW + 4}
              width={(WIDTH - LABEL - 44) * Math.min(1, Math.max(0, share.value))}
              height={ROW - 8}
              rx="3"
            />
            <text class="chart-value" x={WIDTH - 2} y={i() * ROW + 15} text-anchor="end">
              {formatPercent(share.value, 0)}
            </text>
          </g>
        )}
      </For>
    </ChartFrame>
  );
}
