import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { pageOf } from '../hits/paging';
import { originsOf, originText, rankChanges, withRescoreStages, type Origin } from './stages';
import { bodyJson, hitsOf, isObject, type Hit } from '../shapes';
import { Fragment } from 'react';

/** Row and heading heights in px (fixed in the CSS too), so the links between stages meet their rows. */
const ROW = 24;
const HEAD = 32;
const LINK_WIDTH = 22;
/** The most query-phase hits asked for to place documents in their shards' rankings. */
const MAX_ORIGIN_ROWS = 500;

/** Lines from each document's row in one stage to its row in the next: up green, down red, same grey. */
function StageLinks({ before, after, index }: { before: Hit[]; after: Hit[]; index: number }) {
  const was = new Map(before.map((h, i) => [h._id, i]));
  const y = (i: number) => HEAD + i * ROW + ROW / 2;
  const height = HEAD + Math.max(before.length, after.length) * ROW;
  return (
    <svg className="stage-links" width={LINK_WIDTH} height={height} aria-hidden="true" data-testid={`links-${index}`}>
      {after.map((h, i) => {
        const from = was.get(h._id);
        if (from === undefined) return null;
        const kind = from > i ? 'up' : from < i ? 'down' : 'same';
        return <line key={h._id} className={kind} data-id={h._id} x1={2} y1={y(from)} x2={LINK_WIDTH - 2} y2={y(i)} />;
      })}
    </svg>
  );
}

interface Stage {
  label: string;
  window?: number;
  hits: Hit[];
}

/**
 * A search's ranking after the query phase and after each rescorer, side by side: rank changes, scores,
 * and where the next rescorer's window ends. Built from public calls (the chain cut after each stage).
 */
export function RescoreView({ request, body: answer }: { request?: ShownRequest; body?: unknown }) {
  const [stages, setStages] = useState<Stage[]>();
  const [origins, setOrigins] = useState<Map<string, Origin>>(new Map());
  const [pointed, setPointed] = useState<{ id: string; stage: number }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!request) return;
    const body = bodyJson(request) ?? {};
    const chain = (Array.isArray(body.rescore) ? body.rescore : [body.rescore]) as Array<{ window_size?: number }>;
    const windows = chain.map((r) => r?.window_size ?? 10);
    const { from, size } = pageOf(request);
    const rows = Math.min(50, Math.max(from + size, ...windows));
    // The query phase deep enough to hold every shard's window, explained for each hit's shard.
    const shards = isObject(answer) && isObject(answer._shards) && Number(answer._shards.total) > 0 ? Number(answer._shards.total) : 1;
    const deep = Math.min(MAX_ORIGIN_ROWS, Math.max(rows, shards * Math.max(0, ...windows)));
    let live = true;
    void (async () => {
      const out: Stage[] = [];
      for (let k = 0; k <= chain.length; k++) {
        const r = await sendRequest(withRescoreStages(request, k, k === 0 ? deep : rows, k === 0));
        const hits = hitsOf(r.body);
        if (r.status >= 400 || !hits) {
          if (live) setError(`stage ${k} failed with status ${r.status}`);
          return;
        }
        if (k === 0 && live) setOrigins(originsOf(hits.hits as Array<Hit & { _shard?: string }>));
        out.push({ label: k === 0 ? 'query phase' : `after rescore ${k}`, window: windows[k], hits: hits.hits.slice(0, rows) });
      }
      if (live) setStages(out);
    })();
    return () => {
      live = false;
    };
  }, [request]);
  if (error) return <p role="alert">{error}</p>;
  if (!stages) return <p>Running the stages…</p>;
  const where = (id: string) => {
    const o = origins.get(id);
    return o ? `${originText(o)}` : 'below the query-phase hits asked for';
  };
  const told = pointed && stages[pointed.stage]?.hits.find((h) => h._id === pointed.id);
  return (
    <div className="view rescore-box">
    <p className="origin-line" role="status" aria-label="Where the document comes from" data-testid="rescore-origin">
      {told && pointed
        ? `${pointed.id}: ${where(pointed.id)} in the query phase${origins.get(pointed.id)?.score != null ? ` (score ${origins.get(pointed.id)!.score})` : ''}; ${stages[pointed.stage].label}: rank ${stages[pointed.stage].hits.indexOf(told) + 1}, score ${told._score}`
        : 'Point at a document (or Tab to it) to see which shard it comes from and its rank there after the query phase.'}
    </p>
    <div className="rescore-view" data-testid="rescore-view">
      {stages.map((stage, s) => {
        const changes = s === 0 ? [] : rankChanges(stages[s - 1].hits.map((h) => h._id), stage.hits.map((h) => h._id));
        const before = s === 0 ? undefined : new Map(stages[s - 1].hits.map((h) => [h._id, h._score]));
        return (
          <Fragment key={stage.label}>
          {s > 0 && <StageLinks before={stages[s - 1].hits} after={stage.hits} index={s} />}
          <section className="stage" aria-label={`Ranking ${stage.label}`}>
            <h3 title={stage.label}>{stage.label.replace('after ', '')}</h3>
            <ol>
              {stage.hits.map((h, i) => {
                const delta = changes[i];
                return (
                  <li
                    key={h._id}
                    className={stage.window !== undefined && i === stage.window - 1 ? 'window-end' : undefined}
                    data-id={h._id}
                    title={`${h._id}: ${where(h._id)}`}
                    tabIndex={0}
                    onMouseEnter={() => setPointed({ id: h._id, stage: s })}
                    onFocus={() => setPointed({ id: h._id, stage: s })}
                  >
                    <span className="id">{h._id}</span>
                    {before?.has(h._id) && <span className="was" title="score in the stage before">{before.get(h._id)} →</span>}
                    <span className="score" data-short={shortScore(h._score)}>{h._score}</span>
                    {s > 0 && <span className="delta" aria-label="rank change">{delta === undefined ? joined(origins.get(h._id)) : delta > 0 ? `+${delta}` : delta < 0 ? `${delta}` : '='}</span>}
                  </li>
                );
              })}
            </ol>
            {stage.window !== undefined && <p className="window-note">window_size {stage.window}: the next rescorer sees the top {stage.window} of each shard</p>}
          </section>
          </Fragment>
        );
      })}
    </div>
    </div>
  );
}

/** A score in four significant digits, for a narrow column (the text keeps the float; hover says it whole). */
function shortScore(score: number | null): string {
  if (score === null) return 'null';
  return Math.abs(score) >= 1000 ? String(Math.round(score)) : String(Number(score.toPrecision(4)));
}

/** A document that was not in the stage before (it joins from deeper in its shard's window): where it comes from. */
function joined(o: Origin | undefined): string {
  return o ? `s${o.shard} #${o.rank}` : 'new';
}
