/**
 * A bucket aggregation as an SVG bar chart (own drawing: see the README for why not a chart library). Histograms
 * and date histograms sit on a numeric or time axis in key order; terms come as bars sorted by their measure;
 * ranges and filters as labelled bars in answer order. Every bar is a button: click or Enter writes the request
 * narrowed to that bucket into the editor.
 */
import type { Bucket } from './agg-tree';
import { measureOf } from './agg-tree';

const W = 640;
const H = 200;
const PAD = { left: 48, right: 8, top: 8, bottom: 36 };

export interface BarChartProps {
  title: string;
  type: string;
  buckets: Bucket[];
  measure: string;
  onPick(bucket: Bucket, index: number): void;
}

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** An axis label for an ISO key: the date alone at midnight, without zero milliseconds otherwise. */
export function axisLabel(label: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{3}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(label);
  if (!m) return label;
  if (m[2] === '00:00' && (m[3] ?? '00') === '00' && (m[4] ?? '000') === '000') return m[1];
  return `${m[1]} ${m[2]}${m[3] && m[3] !== '00' ? `:${m[3]}` : ''}`;
}

export function BarChart({ title, type, buckets, measure, onPick }: BarChartProps) {
  const timeAxis = type === 'date_histogram' || type === 'histogram';
  const values = buckets.map((b) => measureOf(b, measure) ?? 0);
  const max = niceMax(Math.max(0, ...values));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const n = Math.max(1, buckets.length);
  const step = plotW / n;
  const barW = Math.max(1, step * (timeAxis ? 0.9 : 0.7));
  // On a time/number axis only a few keys are labelled (first, every k-th); categories are all labelled when they fit.
  const labelEvery = timeAxis ? Math.max(1, Math.ceil(n / 6)) : Math.max(1, Math.ceil(n / 12));
  const maxChars = Math.max(4, Math.floor((step * labelEvery) / 7));
  return (
    <svg className="agg-chart" role="group" aria-label={`${title} chart`} viewBox={`0 0 ${W} ${H}`} width="100%" preserveAspectRatio="xMinYMin meet">
      <line x1={PAD.left} y1={PAD.top + plotH} x2={W - PAD.right} y2={PAD.top + plotH} className="axis" />
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + plotH} className="axis" />
      {[0, 0.5, 1].map((f) => (
        <text key={f} x={PAD.left - 4} y={PAD.top + plotH * (1 - f) + 4} textAnchor="end" className="tick">
          {Number((max * f).toPrecision(3))}
        </text>
      ))}
      {buckets.map((b, i) => {
        const v = values[i];
        const h = (v / max) * plotH;
        const x = PAD.left + i * step + (step - barW) / 2;
        const label = `${b.label}: ${measureOf(b, measure) ?? 'no value'}${measure === 'doc_count' ? ' docs' : ` (${measure})`}`;
        return (
          <g key={`${b.label}\u0000${i}`}>
            <rect
              className="agg-bar"
              role="button"
              tabIndex={0}
              aria-label={label}
              data-key={String(b.key)}
              x={x}
              y={PAD.top + plotH - h}
              width={barW}
              height={Math.max(h, v > 0 ? 1 : 0)}
              onClick={() => onPick(b, i)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onPick(b, i);
                }
              }}
            >
              <title>{label}</title>
            </rect>
            {/* A transparent full-height target: small bars stay easy to click. */}
            <rect x={PAD.left + i * step} y={PAD.top} width={step} height={plotH - h} className="agg-hit" onClick={() => onPick(b, i)} aria-hidden="true" />
            {i % labelEvery === 0 && (
              <text x={PAD.left + i * step + step / 2} y={H - PAD.bottom + 14} textAnchor="middle" className="tick">
                {short(timeAxis ? axisLabel(b.label) : b.label, maxChars)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
