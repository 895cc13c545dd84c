import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { pageOf } from '../hits/paging';
import { rankChanges, withRescoreStages } from './stages';
import { bodyJson, hitsOf, type Hit } from '../shapes';
import { Fragment } from 'react';

/** Row and heading heights in px (fixed in the CSS too), so the links between stages meet their rows. */
const ROW = 24;
const HEAD = 32;
const LINK_WIDTH = 56;

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
export function RescoreView({ request }: { request?: ShownRequest }) {
  const [stages, setStages] = useState<Stage[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!request) return;
    const body = bodyJson(request) ?? {};
    const chain = (Array.isArray(body.rescore) ? body.rescore : [body.rescore]) as Array<{ window_size?: number }>;
    const windows = chain.map((r) => r?.window_size ?? 10);
    const { from, size } = pageOf(request);
    const rows = Math.min(50, Math.max(from + size, ...windows));
    let live = true;
    void (async () => {
      const out: Stage[] = [];
      for (let k = 0; k <= chain.length; k++) {
        const r = await sendRequest(withRescoreStages(request, k, rows));
        const hits = hitsOf(r.body);
        if (r.status >= 400 || !hits) {
          if (live) setError(`stage ${k} failed with status ${r.status}`);
          return;
        }
        out.push({ label: k === 0 ? 'query phase' : `after rescore ${k}`, window: windows[k], hits: hits.hits });
      }
      if (live) setStages(out);
    })();
    return () => {
      live = false;
    };
  }, [request]);
  if (error) return <p role="alert">{error}</p>;
  if (!stages) return <p>Running the stages…</p>;
  return (
    <div className="view rescore-view" data-testid="rescore-view">
      {stages.map((stage, s) => {
        const changes = s === 0 ? [] : rankChanges(stages[s - 1].hits.map((h) => h._id), stage.hits.map((h) => h._id));
        const before = s === 0 ? undefined : new Map(stages[s - 1].hits.map((h) => [h._id, h._score]));
        return (
          <Fragment key={stage.label}>
          {s > 0 && <StageLinks before={stages[s - 1].hits} after={stage.hits} index={s} />}
          <section className="stage" aria-label={`Ranking ${stage.label}`}>
            <h3>{stage.label}</h3>
            <ol>
              {stage.hits.map((h, i) => {
                const delta = changes[i];
                return (
                  <li key={h._id} className={stage.window !== undefined && i === stage.window - 1 ? 'window-end' : undefined} data-id={h._id}>
                    <span className="id">{h._id}</span>
                    {before?.has(h._id) && <span className="was" title="score in the stage before">{before.get(h._id)} →</span>}
                    <span className="score">{h._score}</span>
                    {s > 0 && <span className="delta" aria-label="rank change">{delta === undefined ? 'new' : delta > 0 ? `+${delta}` : delta < 0 ? `${delta}` : '='}</span>}
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
  );
}
