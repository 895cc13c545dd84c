/**
 * The Aggregations view: each bucket aggregation drawn as a bar chart, its single-value sub-metrics selectable as
 * the bars' measure and listed in a small table; metrics as tables; nested bucket aggregations grouped under their
 * parent's buckets (one small chart per parent bucket). Clicking a bucket appends the filtered request to the
 * editor (visible, not run), with a note saying so.
 */
import { useState } from 'react';
import { useAppStore, type ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';
import { aggregationsOf, bucketMeasures, measureOf, type AggNode, type Bucket } from './agg-tree';
import { BarChart } from './BarChart';
import { filteredBody, requestText, type BucketStep } from './filter-request';

function MetricTable({ node }: { node: AggNode }) {
  return (
    <table className="agg-metrics" aria-label={`${node.name} values`}>
      <tbody>
        {node.metrics!.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k === 'value' ? node.name : k}</th>
            <td>{v === null ? 'null' : v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function sortedForChart(node: AggNode, measure: string): Bucket[] {
  const buckets = node.buckets ?? [];
  if (node.type !== 'terms' && node.type !== 'significant_terms') return buckets;
  return [...buckets].sort((a, b) => (measureOf(b, measure) ?? -Infinity) - (measureOf(a, measure) ?? -Infinity));
}

function BucketAgg({ node, path, onPick, depth }: { node: AggNode; path: BucketStep[]; onPick(path: BucketStep[]): void; depth: number }) {
  const measures = bucketMeasures(node.buckets ?? []);
  const [measure, setMeasure] = useState('doc_count');
  const shown = sortedForChart(node, measures.includes(measure) ? measure : 'doc_count');
  const m = measures.includes(measure) ? measure : 'doc_count';
  const nested = (node.buckets ?? []).some((b) => b.subs.some((s) => s.buckets));
  return (
    <section className="agg-section" aria-label={`Aggregation ${node.name}`} data-depth={depth}>
      <h3>
        {node.name} <span className="agg-type">{node.type}</span>
      </h3>
      {measures.length > 0 && (
        <label className="agg-measure">
          Bars show{' '}
          <select value={m} onChange={(e) => setMeasure(e.target.value)} aria-label={`Measure of ${node.name}`}>
            <option value="doc_count">doc_count</option>
            {measures.map((x) => (
              <option key={x} value={x}>{x}</option>
            ))}
          </select>
        </label>
      )}
      {shown.length === 0 ? (
        <p className="agg-empty">No buckets.</p>
      ) : (
        <BarChart title={node.name} type={node.type} buckets={shown} measure={m} onPick={(b, i) => onPick([...path, { agg: node, bucket: b, next: shown[i + 1] }])} />
      )}
      {measures.length > 0 && (
        <table className="agg-metrics" aria-label={`${node.name} buckets`}>
          <thead>
            <tr>
              <th>key</th>
              <th>doc_count</th>
              {measures.map((x) => <th key={x}>{x}</th>)}
            </tr>
          </thead>
          <tbody>
            {shown.map((b, i) => (
              <tr key={`${b.label}\u0000${i}`}>
                <td>{b.label}</td>
                <td>{b.docCount}</td>
                {measures.map((x) => <td key={x}>{measureOf(b, x) ?? 'null'}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {nested && (
        <div className="agg-nested">
          {shown.map((b, i) =>
            b.subs
              .filter((s) => s.buckets)
              .map((s) => (
                <div key={`${b.label}\u0000${i}\u0000${s.name}`} className="agg-group" aria-label={`${node.name} ${b.label}`} role="group">
                  <h4>{node.name}: {b.label}</h4>
                  <BucketAgg node={s} path={[...path, { agg: node, bucket: b, next: shown[i + 1] }]} onPick={onPick} depth={depth + 1} />
                </div>
              )),
          )}
        </div>
      )}
    </section>
  );
}

function AggBlock({ node, onPick }: { node: AggNode; onPick(path: BucketStep[]): void }) {
  if (node.buckets) return <BucketAgg node={node} path={[]} onPick={onPick} depth={0} />;
  if (node.metrics) {
    return (
      <section className="agg-section" aria-label={`Aggregation ${node.name}`}>
        <h3>
          {node.name} <span className="agg-type">{node.type}</span>
        </h3>
        <MetricTable node={node} />
      </section>
    );
  }
  if (node.docCount === undefined) {
    // top_hits, scripted results and other shapes without a chart: the JSON tab has them whole.
    return (
      <section className="agg-section" aria-label={`Aggregation ${node.name}`}>
        <h3>
          {node.name} <span className="agg-type">{node.type}</span>
        </h3>
        <p className="agg-empty">No chart for this aggregation: see the JSON tab.</p>
      </section>
    );
  }
  return (
    <section className="agg-section" aria-label={`Aggregation ${node.name}`}>
      <h3>
        {node.name} <span className="agg-type">{node.type}</span> <span className="agg-count">{node.docCount} docs</span>
      </h3>
      {node.subs.map((s) => <AggBlock key={s.name} node={s} onPick={onPick} />)}
    </section>
  );
}

export function AggregationsView({ body, request }: { body: unknown; request: ShownRequest | undefined }) {
  const requestBody = bodyJson(request);
  const aggs = aggregationsOf(body, requestBody) ?? [];
  const [note, setNote] = useState('');
  const pick = (path: BucketStep[]) => {
    const narrowed = request ? filteredBody(requestBody, path) : undefined;
    const last = path[path.length - 1];
    if (!request || !narrowed) {
      setNote(`The bucket ${last.bucket.label} of ${last.agg.name} cannot be written as a filter.`);
      return;
    }
    const { buffer, setBuffer } = useAppStore.getState();
    setBuffer(`${buffer}${buffer.endsWith('\n') ? '' : '\n'}\n${requestText(request.method, request.path, narrowed)}`);
    setNote(`Added to the editor: ${request.method} ${request.path} filtered to ${path.map((s) => `${s.agg.name} = ${s.bucket.label}`).join(', ')}. Run it with Ctrl/Cmd+Enter.`);
  };
  return (
    <div className="view aggs-view" data-testid="aggregations-view">
      {note && <p role="status" className="agg-note">{note}</p>}
      {aggs.map((a) => <AggBlock key={a.name} node={a} onPick={pick} />)}
    </div>
  );
}
