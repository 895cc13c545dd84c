import type { ShownRequest } from '../../../store/store';
import { bodyJson } from '../shapes';
import { chainStages, positionColumns, type ChainStage, type ChainToken } from './chain-stages';

const MARK_LABEL: Record<ChainToken['mark'], string> = { kept: 'kept', added: 'added', replaced: 'replaced', moved: 'offsets moved', new: '' };

function Chip({ t, dropped = false }: { t: ChainToken; dropped?: boolean }) {
  const title = `${t.token} · pos ${t.position}${t.positionLength > 1 ? `–${t.position + t.positionLength - 1}` : ''} · ${t.start}–${t.end} · ${t.type}` +
    (dropped ? ' · dropped' : t.mark === 'replaced' ? ` · replaced ${t.replaced}` : t.mark === 'added' ? ' · added' : '') +
    (t.mark === 'moved' ? (t.under !== undefined ? ` · offsets point at “${t.under}” in the original text` : ' · offsets moved') : '');
  const cls = dropped ? 'chain-chip dropped' : `chain-chip ${t.mark}`;
  return (
    <span className={cls} title={title} data-mark={dropped ? 'dropped' : t.mark}>
      {dropped ? <s>{t.token}</s> : t.token}
      {t.mark === 'replaced' && !dropped && <small className="was"> ← {t.replaced}</small>}
    </span>
  );
}

function TokenRow({ stage, columns }: { stage: Extract<ChainStage, { tokens: ChainToken[] }>; columns: number }) {
  const cells: Array<{ kept: ChainToken[]; dropped: ChainToken[] }> = Array.from({ length: columns }, () => ({ kept: [], dropped: [] }));
  for (const t of stage.tokens) cells[t.position]?.kept.push(t);
  for (const t of stage.dropped) cells[t.position]?.dropped.push(t);
  const counts = (['added', 'replaced', 'moved'] as const).map((m) => [m, stage.tokens.filter((t) => t.mark === m).length] as const).filter(([, n]) => n > 0);
  return (
    <tr data-testid="chain-row" data-stage={stage.kind}>
      <th scope="row">
        <span className="stage-kind">{stage.kind.replace('_', ' ')}</span> {stage.name}
        <small className="stage-summary">
          {[...counts.map(([m, n]) => `${n} ${MARK_LABEL[m]}`), ...(stage.dropped.length > 0 ? [`${stage.dropped.length} dropped`] : [])].join(' · ')}
        </small>
      </th>
      {cells.map((c, i) => (
        <td key={i}>
          {c.kept.map((t, j) => <Chip key={`k${j}`} t={t} />)}
          {c.dropped.map((t, j) => <Chip key={`d${j}`} t={t} dropped />)}
        </td>
      ))}
    </tr>
  );
}

/** `_analyze` with `explain: true`: the chain step by step, tokens aligned by position, each change marked. */
export function ChainView({ body, request }: { body: unknown; request?: ShownRequest }) {
  const text = bodyJson(request)?.text;
  const stages = chainStages(body, typeof text === 'string' ? text : undefined) ?? [];
  const columns = positionColumns(stages);
  return (
    <div className="view chain-view" data-testid="chain-view">
      <table className="chain" aria-label="Analysis chain">
        <thead>
          <tr>
            <th scope="col">Stage</th>
            {Array.from({ length: columns }, (_, i) => <th key={i} scope="col">pos {i}</th>)}
          </tr>
        </thead>
        <tbody>
          {stages.map((s, i) =>
            s.kind === 'char_filter' ? (
              <tr key={i} data-testid="chain-row" data-stage="char_filter">
                <th scope="row">
                  <span className="stage-kind">char filter</span> {s.name}
                  {s.changed && <small className="stage-summary">text changed</small>}
                </th>
                <td colSpan={Math.max(1, columns)}><code className="chain-text">{s.text}</code></td>
              </tr>
            ) : (
              <TokenRow key={i} stage={s} columns={columns} />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
