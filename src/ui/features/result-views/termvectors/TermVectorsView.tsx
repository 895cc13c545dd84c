import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { analyzeField } from '../../../actions/analyze-field';
import type { ShownRequest } from '../../../store/store';
import { emptyTermVectorsReason, termsNotInIndex } from './empty-term-vectors';
import { HighlightedText } from '../HighlightedText';
import { bodyJson, termVectorDocs, type FieldVector, type TermVectorsDoc } from '../shapes';
import { decodePayload, type Span } from '../spans';
import { storedSource, storedSourceNow } from './stored-source';

type SortKey = 'term' | 'term_freq' | 'doc_freq' | 'ttf' | 'score';

/**
 * perf: rows rendered at first, and added each time the table's end scrolls near: a browser takes about
 * 0.2 ms per row to lay out a table, so a long document's 800 terms at once would hold the page for ~160 ms.
 */
const ROW_PAGE = 100;
/** Height of a table row (px) assumed while the table is off screen and not laid out (styles.css, `.tv-table-box`). */
const ROW_PX = 26;

/** Adds a page of rows whenever the `more` row comes within a screen of view. */
function useRowsOnScroll(total: number) {
  const [shown, setShown] = useState(ROW_PAGE);
  const more = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const row = more.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown((n) => n + ROW_PAGE), { rootMargin: '100% 0px' });
    observer.observe(row);
    return () => observer.disconnect();
  }, [shown, total]);
  return { shown, showAll: () => setShown(total), more };
}

/** The value of a dotted field path in a `_source`, as the text the offsets point into. */
function fieldText(source: Record<string, unknown> | undefined, field: string): string | undefined {
  const v = field.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), source);
  return Array.isArray(v) ? v.join(' ') : typeof v === 'string' ? v : undefined;
}

/**
 * The field's text: from the artificial document in the request, else the stored document's _source
 * (usually fetched as the request was sent, so there at the first render: see stored-source.ts).
 */
function useSourceText(doc: TermVectorsDoc, field: string, request: ShownRequest | undefined): string | undefined {
  const artificial = bodyJson(request)?.doc as Record<string, unknown> | undefined;
  const given = artificial?.[field];
  const stored = given === undefined && doc._index !== undefined && doc._id !== undefined ? { index: doc._index, id: doc._id } : undefined;
  const now = stored ? storedSourceNow(stored.index, stored.id) : undefined;
  const [fetched, setFetched] = useState<{ key: string; text: string | undefined }>();
  const key = stored ? `${stored.index}/${stored.id}/${field}` : '';
  useLayoutEffect(() => {
    if (!stored || now) return;
    let live = true;
    void storedSource(stored.index, stored.id).then((source) => live && setFetched({ key, text: fieldText(source, field) }));
    return () => {
      live = false;
    };
    // `stored` is rebuilt each render; `key` names it.
  }, [key, now]);
  if (given !== undefined) return Array.isArray(given) ? given.join(' ') : String(given);
  if (now) return fieldText(now.source, field);
  return fetched?.key === key ? fetched.text : undefined;
}

/** perf: memo, since the panel renders again as it prints the answer as JSON, with the same answer. */
const FieldTable = memo(function FieldTable({ doc, field, fv, request }: { doc: TermVectorsDoc; field: string; fv: FieldVector; request?: ShownRequest }) {
  const [active, setActive] = useState<string>();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>();
  const text = useSourceText(doc, field, request);
  // perf: derived once per answer (and sort), not again on each hover, which re-renders the table.
  const terms = useMemo(() => Object.entries(fv.terms), [fv]);
  const rows = useMemo(
    () =>
      sort
        ? [...terms].sort(([a, x], [b, y]) => {
            const va = sort.key === 'term' ? a : (x[sort.key] ?? 0);
            const vb = sort.key === 'term' ? b : (y[sort.key] ?? 0);
            const c = va < vb ? -1 : va > vb ? 1 : 0;
            return sort.desc ? -c : c;
          })
        : terms,
    [terms, sort],
  );
  const spans: Span[] = useMemo(
    () => terms.flatMap(([term, info]) => (info.tokens ?? []).filter((t) => t.start_offset !== undefined).map((t) => ({ start: t.start_offset!, end: t.end_offset!, key: term }))),
    [terms],
  );
  const hasScore = terms.some(([, i]) => i.score !== undefined);
  const notInIndex = useMemo(() => termsNotInIndex(request, fv.terms), [request, fv]);
  const { shown, showAll, more } = useRowsOnScroll(rows.length);
  const header = (key: SortKey, label: string) => (
    <th aria-sort={sort?.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" onClick={() => setSort({ key, desc: sort?.key === key ? !sort.desc : key !== 'term' })}>{label}</button>
    </th>
  );
  return (
    <section className="tv-field" aria-label={`Term vectors of ${field}`}>
      <h3>
        {field}
        {doc._index !== undefined && text !== undefined && (
          <span className="analyze-actions">
            <button type="button" onClick={() => void analyzeField(doc._index!, field, text, 'chain')} title={`Analyze this text with ${field}'s analyzer, stage by stage`}>
              Analysis chain
            </button>
            <button type="button" onClick={() => void analyzeField(doc._index!, field, text, 'analyzers')} title={`${field}'s index analyzer against its search analyzer on this text`}>
              Index vs search
            </button>
          </span>
        )}
        {fv.field_statistics && (
          <small> — doc_count {fv.field_statistics.doc_count}, sum_doc_freq {fv.field_statistics.sum_doc_freq}, sum_ttf {fv.field_statistics.sum_ttf}</small>
        )}
      </h3>
      {notInIndex.length > 0 && (
        <p className="note" data-testid="terms-not-in-index">
          {notInIndex.length === 1 ? 'The term ' : `${notInIndex.length} terms (`}
          {notInIndex.slice(0, 5).map((t, i) => (
            <span key={t}>
              {i > 0 && ', '}
              <code>{t}</code>
            </span>
          ))}
          {notInIndex.length > 5 && ', …'}
          {notInIndex.length === 1 ? ' has' : ') have'} blank doc_freq and ttf: no document of the index holds{' '}
          {notInIndex.length === 1 ? 'it' : 'them'} in {field}, and Elasticsearch leaves out the statistics of a term with a document frequency of 0.
        </p>
      )}
      {text !== undefined && spans.length > 0 && <HighlightedText text={text} spans={spans} active={active} onHover={setActive} label={`Source text of ${field}`} />}
      <div className="tv-table-box" style={{ containIntrinsicBlockSize: `auto ${Math.min(shown, rows.length) * ROW_PX + 32}px` }}>
        <table className="tv-table">
          <thead>
            <tr>
              {header('term', 'term')}
              {header('term_freq', 'term_freq')}
              {header('doc_freq', 'doc_freq')}
              {header('ttf', 'ttf')}
              {hasScore && header('score', 'score')}
              <th>positions</th>
              <th>offsets</th>
              <th>payloads</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map(([term, info]) => (
              <tr key={term} className={active === term ? 'active' : undefined} onMouseEnter={() => setActive(term)} onMouseLeave={() => setActive(undefined)} data-term={term}>
                <td className="term">{term}</td>
                <td>{info.term_freq ?? ''}</td>
                <td>{info.doc_freq ?? ''}</td>
                <td>{info.ttf ?? ''}</td>
                {hasScore && <td>{info.score ?? ''}</td>}
                <td>{info.tokens?.map((t) => t.position).filter((p) => p !== undefined).join(', ')}</td>
                <td>{info.tokens?.filter((t) => t.start_offset !== undefined).map((t) => `${t.start_offset}–${t.end_offset}`).join(', ')}</td>
                <td>{info.tokens?.filter((t) => t.payload).map((t) => `${t.payload} (${decodePayload(t.payload!)})`).join(', ')}</td>
              </tr>
            ))}
            {shown < rows.length && (
              <tr className="tv-more" ref={more}>
                <td colSpan={hasScore ? 8 : 7}>
                  {rows.length - shown} more terms below{' '}
                  <button type="button" onClick={showAll}>
                    Show all {rows.length}
                  </button>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
});

/** Says why a found document's answer is `"term_vectors": {}` (see empty-term-vectors.ts) and how to get them. */
function NoTermVectors({ request }: { request?: ShownRequest }) {
  const { asked, artificial } = emptyTermVectorsReason(request);
  const code = (s: string) => <code>{s}</code>;
  return (
    <p className="empty-note" role="note" data-testid="termvectors-empty">
      {asked.length === 0 && !artificial ? (
        <>
          No term vectors: no field of this document stores them, so Elasticsearch answers {code('"term_vectors": {}')}. Without{' '}
          {code('fields')}, {code('_termvectors')} returns only the vectors stored in the index, and a field stores them only when
          its mapping sets {code('term_vector')} (the default is {code('"no"')}). Ask for fields by name — {code('"fields": ["message"]')}{' '}
          in the body or {code('?fields=message')} — and they are generated on the fly from the document's {code('_source')}.
        </>
      ) : (
        <>
          No term vectors: {asked.length > 0 ? <>none of the fields asked for ({asked.map((f, i) => <span key={f}>{i > 0 && ', '}{code(f)}</span>)}) </> : 'no field '}
          has terms in this document. A field missing from it, or one that is not indexed text (a number, a date, an object), gives
          none.
        </>
      )}
    </p>
  );
}

/** `_termvectors` / `_mtermvectors` as tables, with the tokens highlighted on the source text. */
export function TermVectorsView({ body, request }: { body: unknown; request?: ShownRequest }) {
  const docs = termVectorDocs(body);
  return (
    <div className="view" data-testid="termvectors-view">
      {docs.map((doc, i) => (
        <div key={`${doc._index}/${doc._id}/${i}`}>
          {docs.length > 1 && <h2>{doc._index}/{doc._id}</h2>}
          {Object.entries(doc.term_vectors ?? {}).map(([field, fv]) => (
            <FieldTable key={field} doc={doc} field={field} fv={fv} request={request} />
          ))}
          {Object.keys(doc.term_vectors ?? {}).length === 0 && <NoTermVectors request={request} />}
        </div>
      ))}
    </div>
  );
}
