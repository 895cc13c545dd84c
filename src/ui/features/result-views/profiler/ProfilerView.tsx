/**
 * The Search Profiler view, drawn as Kibana's Search Profiler draws a profiled search: per shard, the query
 * trees with each node's share of the shard's time as a bar, its type, description, self and total time; the
 * selected node's breakdown (each of Lucene's steps with its time, share and count); the rewrite time and the
 * collectors; and the aggregations the same way.
 */
import { useState } from 'react';
import './profiler.css';
import { useConnectionStore } from '../../remote/connection-store';
import { flatten, formatNanos, profiledShards, type CollectorNode, type ProfiledShard, type ProfileNode } from './profile-tree';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function Bar({ share }: { share: number }) {
  return (
    <span className="profile-bar" title={percent(share)}>
      <span className="profile-bar-fill" style={{ width: percent(Math.min(1, share)) }} />
      <span className="profile-bar-text">{percent(share)}</span>
    </span>
  );
}

function Breakdown({ node }: { node: ProfileNode }) {
  return (
    <table className="profile-breakdown" aria-label={`Breakdown of ${node.type}`} data-testid="profile-breakdown">
      <caption>
        {node.type} <code>{node.description}</code>
      </caption>
      <thead>
        <tr><th scope="col">Step</th><th scope="col">Time</th><th scope="col">Share</th><th scope="col">Count</th></tr>
      </thead>
      <tbody>
        {node.breakdown.map((b) => (
          <tr key={b.name}>
            <th scope="row">{b.name}</th>
            <td>{formatNanos(b.nanos)}</td>
            <td><Bar share={b.share} /></td>
            <td>{b.count ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One tree (query or aggregation) as rows: indentation by depth, a bar for the share, click to select. */
function Tree({ roots, label, selected, onSelect }: { roots: ProfileNode[]; label: string; selected?: string; onSelect(n: ProfileNode): void }) {
  return (
    <table className="profile-tree" aria-label={label}>
      <thead>
        <tr><th scope="col">Share</th><th scope="col">Type and description</th><th scope="col">Self time</th><th scope="col">Total time</th></tr>
      </thead>
      <tbody>
        {flatten(roots).map(({ node, depth }) => (
          <tr
            key={node.key}
            data-testid="profile-node"
            data-depth={depth}
            aria-selected={node.key === selected}
            className={node.key === selected ? 'selected' : undefined}
            onClick={() => onSelect(node)}
          >
            <td><Bar share={node.share} /></td>
            <td style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
              <button type="button" className="link-button profile-type" onClick={() => onSelect(node)}>{node.type}</button>{' '}
              <code className="profile-description">{node.description}</code>
            </td>
            <td>{formatNanos(node.selfNanos)}</td>
            <td>{formatNanos(node.nanos)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Collectors({ nodes, depth = 0 }: { nodes: CollectorNode[]; depth?: number }) {
  return (
    <>
      {nodes.map((c, i) => (
        <li key={`${depth}.${i}`} data-testid="profile-collector" style={{ marginLeft: `${depth * 1.25}rem` }}>
          <Bar share={c.share} /> <b>{c.name}</b> <span className="profile-reason">{c.reason}</span> {formatNanos(c.nanos)}
          {c.children.length > 0 && <ul><Collectors nodes={c.children} depth={depth + 1} /></ul>}
        </li>
      ))}
    </>
  );
}

function Shard({ shard, part }: { shard: ProfiledShard; part: 'query' | 'aggregations' }) {
  const first = part === 'query' ? shard.searches[0]?.queries[0] : shard.aggregations[0];
  const [selected, setSelected] = useState<ProfileNode | undefined>(first);
  const all = part === 'query' ? shard.searches.flatMap((s) => flatten(s.queries)) : flatten(shard.aggregations);
  const shown = all.find((r) => r.node.key === selected?.key)?.node ?? first;
  return (
    <section className="profile-shard" aria-label={`Shard ${shard.id}`} data-testid="profile-shard">
      <h3>
        [{shard.index}][{shard.shard}] <small>node {shard.node}</small>{' '}
        <span className="profile-cumulative">{formatNanos(part === 'query' ? shard.queryNanos : shard.aggregationNanos)}</span>
      </h3>
      <div className="profile-shard-body">
        <div className="profile-trees">
          {part === 'query' ? (
            shard.searches.map((search, i) => (
              <div key={i} className="profile-search">
                <Tree roots={search.queries} label={`Query tree, search ${i + 1}`} selected={shown?.key} onSelect={setSelected} />
                <p className="profile-rewrite">Rewrite time: {formatNanos(search.rewriteNanos)}</p>
                <h4>Collectors</h4>
                <ul className="profile-collectors" aria-label={`Collectors, search ${i + 1}`}>
                  <Collectors nodes={search.collectors} />
                </ul>
              </div>
            ))
          ) : shard.aggregations.length > 0 ? (
            <Tree roots={shard.aggregations} label="Aggregation tree" selected={shown?.key} onSelect={setSelected} />
          ) : (
            <p>No aggregations in this search.</p>
          )}
        </div>
        {shown && <Breakdown node={shown} />}
      </div>
    </section>
  );
}

export function ProfilerView({ body }: { body: unknown }) {
  const shards = profiledShards(body) ?? [];
  const [part, setPart] = useState<'query' | 'aggregations'>('query');
  const hasAggs = shards.some((s) => s.aggregations.length > 0);
  const remote = useConnectionStore((s) => s.remote && Boolean(s.url));
  return (
    <div className="view profiler-view" data-testid="profiler-view">
      {!remote && (
        <p className="profile-note">
          The in-browser engine scores a segment&apos;s matches in one pass when a query is asked for them: that pass is its{' '}
          <code>build_scorer</code> time (<code>advance</code> for a rescore window, <code>match</code> for phrase positions);{' '}
          <code>next_doc</code>, <code>advance</code> and <code>score</code> are counted as Lucene would call them.
        </p>
      )}
      <div className="profile-parts" role="group" aria-label="Profile part">
        <button type="button" aria-pressed={part === 'query'} onClick={() => setPart('query')}>Query profile</button>
        <button type="button" aria-pressed={part === 'aggregations'} disabled={!hasAggs} onClick={() => setPart('aggregations')}>Aggregation profile</button>
      </div>
      {shards.map((s) => <Shard key={`${part}:${s.id}`} shard={s} part={part} />)}
    </div>
  );
}
