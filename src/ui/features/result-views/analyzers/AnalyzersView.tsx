import { useEffect, useState } from 'react';
import { sendRequest } from '../../../actions/send-request';
import type { ShownRequest } from '../../../store/store';
import { isObject } from '../shapes';
import { analyzeTarget, fieldAnalysis, unmatchedTerms, type AnalyzeSpec, type FieldAnalysis } from './field-analyzers';

interface SideToken {
  token: string;
  position: number;
  start: number;
  end: number;
}

interface Compared {
  analysis: FieldAnalysis;
  indexTokens: SideToken[];
  searchTokens: SideToken[];
  unmatched: string[];
  /** Documents of the index holding each unmatched term in the field. */
  docCounts: Map<string, number | undefined>;
}

type Loaded = { key: string; compared?: Compared; error?: string };

/** The most terms whose documents are counted (one `_count` each). */
const COUNTED = 20;

const tokensOf = (body: unknown): SideToken[] =>
  isObject(body) && Array.isArray(body.tokens)
    ? body.tokens.filter(isObject).map((t) => ({ token: String(t.token), position: Number(t.position), start: Number(t.start_offset), end: Number(t.end_offset) }))
    : [];

async function compare(index: string, field: string, text: string): Promise<Compared> {
  const at = `/${encodeURIComponent(index)}`;
  const [mapping, settings] = await Promise.all([sendRequest({ method: 'GET', path: `${at}/_mapping` }), sendRequest({ method: 'GET', path: `${at}/_settings` })]);
  const analysis = fieldAnalysis(mapping.body, settings.body, index, field);
  if (!analysis) throw new Error(`${field} is not mapped in ${index}`);
  const analyze = async (spec: AnalyzeSpec) => {
    const r = await sendRequest({ method: 'POST', path: `${at}/_analyze`, body: { ...spec, text } });
    if (r.status >= 400) throw new Error(`_analyze answered ${r.status}`);
    return tokensOf(r.body);
  };
  const [indexTokens, searchTokens] = await Promise.all([analyze(analysis.index), analyze(analysis.search)]);
  const unmatched = unmatchedTerms(indexTokens.map((t) => t.token), searchTokens.map((t) => t.token));
  const docCounts = new Map<string, number | undefined>();
  await Promise.all(
    unmatched.slice(0, COUNTED).map(async (term) => {
      const r = await sendRequest({ method: 'POST', path: `${at}/_count`, body: { query: { term: { [field]: term } } } });
      docCounts.set(term, isObject(r.body) && typeof r.body.count === 'number' ? r.body.count : undefined);
    }),
  );
  return { analysis, indexTokens, searchTokens, unmatched, docCounts };
}

function SideRow({ label, name, tokens, unmatched, docCounts }: { label: string; name: string; tokens: SideToken[]; unmatched?: Set<string>; docCounts?: Map<string, number | undefined> }) {
  return (
    <tr data-testid={`${label}-side`}>
      <th scope="row">
        <span className="stage-kind">{label}</span> <code>{name}</code>
      </th>
      <td>
        {tokens.length === 0 && <span className="note">no tokens</span>}
        {tokens.map((t, i) => {
          const flagged = unmatched?.has(t.token);
          const count = docCounts?.get(t.token);
          const why = flagged ? ` · the index analyzer makes no such term from this text${count === 0 ? '; no document has it' : count ? `; ${count} document(s) have it from other text` : ''}` : '';
          return (
            <span key={i} className={flagged ? 'chain-chip unmatched' : 'chain-chip'} data-flag={flagged ? 'unmatched' : undefined} title={`${t.token} · pos ${t.position} · ${t.start}–${t.end}${why}`}>
              {t.token}
            </span>
          );
        })}
      </td>
    </tr>
  );
}

/**
 * `_analyze` of a field: the field's index analyzer and its search analyzer side by side on the same text,
 * with the query terms the index analyzer does not produce from it pointed out (and how many documents hold
 * them at all): those are the terms a match query sends that this text, once indexed, cannot match.
 */
export function AnalyzersView({ request }: { body: unknown; request?: ShownRequest }) {
  const target = analyzeTarget(request);
  const key = target ? `${target.index}\u0000${target.field}\u0000${target.text}` : '';
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (!target) return;
    let live = true;
    compare(target.index, target.field, target.text).then(
      (compared) => live && setLoaded({ key, compared }),
      (e: unknown) => live && setLoaded({ key, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
    // `target` is rebuilt each render; `key` names it.
  }, [key]);
  if (!target) return null;
  const current = loaded?.key === key ? loaded : undefined;
  const c = current?.compared;
  const unmatched = new Set(c?.unmatched ?? []);
  return (
    <div className="view analyzers-view" data-testid="analyzers-view">
      <p className="note">
        Field <code>{target.field}</code> of <code>{target.index}</code>: what indexing makes of the text, and what a query for it searches.
      </p>
      {current?.error && <p className="empty-note" role="note">{current.error}</p>}
      {!current && <p className="note" role="status">Analysing…</p>}
      {c && (
        <>
          <table className="chain" aria-label="Index and search analyzers">
            <tbody>
              <SideRow label="index" name={c.analysis.indexName} tokens={c.indexTokens} />
              <SideRow label="search" name={c.analysis.searchName} tokens={c.searchTokens} unmatched={unmatched} docCounts={c.docCounts} />
            </tbody>
          </table>
          {c.unmatched.length === 0 ? (
            <p className="note" data-testid="analyzers-verdict">
              Every query term is one the index analyzer makes from this text{c.analysis.indexName === c.analysis.searchName ? ' (both sides run the same analyzer)' : ''}.
            </p>
          ) : (
            <p className="note" data-testid="analyzers-verdict">
              {c.unmatched.map((t, i) => (
                <span key={t}>
                  {i > 0 && ', '}
                  <code>{t}</code>
                  {c.docCounts.get(t) === 0 ? ' (in no document)' : c.docCounts.get(t) ? ` (in ${c.docCounts.get(t)} document(s))` : ''}
                </span>
              ))}
              : the search analyzer makes {c.unmatched.length === 1 ? "this term" : "these terms"} of the text and the index analyzer does not, so a
              document holding this text does not match {c.unmatched.length === 1 ? 'it' : 'them'}.
            </p>
          )}
        </>
      )}
    </div>
  );
}
