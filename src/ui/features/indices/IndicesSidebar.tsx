import { useEffect, useState } from 'react';
import { engineClient } from '../../client/engine';
import { runRequest } from '../../actions/run-request';
import { analyzeField } from '../../actions/analyze-field';
import { useIndexList } from './index-list';
import { hitIds, mappedFields, termVectorsPath, type IndexRow, type MappedField } from './read-indices';

/** Documents listed per index: enough to pick one, without fetching a whole index into the page. */
const DOCS_SHOWN = 20;

interface IndexDetail {
  type?: string;
  fields: MappedField[];
  docs: Array<{ id: string; type: string }>;
}

async function readDetail(index: string): Promise<IndexDetail> {
  const path = encodeURIComponent(index);
  const [mapping, page] = await Promise.all([
    engineClient.request({ method: 'GET', path: `/${path}/_mapping` }),
    engineClient.request({ method: 'GET', path: `/${path}/_search`, body: { size: DOCS_SHOWN, _source: false, sort: ['_doc'] } }),
  ]);
  const { type, fields } = mappedFields(mapping.body, index);
  return { ...(type !== undefined ? { type } : {}), fields, docs: hitIds(page.body) };
}

/** Field types whose values go through an analyzer (text) or a normalizer (keyword). */
const ANALYZED = new Set(['text', 'keyword']);

/** A mapped field; a text or keyword field offers "Analyze…": a text, then its chain or its two analyzers. */
function FieldEntry({ index, field }: { index: string; field: MappedField }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <li>
      <code>{field.path}</code> <small>{field.type}</small>
      {ANALYZED.has(field.type) && (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} title={`Analyze a text with ${field.path}'s analyzer`}>
          Analyze…
        </button>
      )}
      {open && (
        <form
          className="field-analyze"
          onSubmit={(e) => {
            e.preventDefault();
            void analyzeField(index, field.path, text, 'chain');
          }}
        >
          <input aria-label={`Text to analyze with ${field.path}`} value={text} onChange={(e) => setText(e.target.value)} placeholder="Some text" />
          <button type="submit">Chain</button>
          <button type="button" onClick={() => void analyzeField(index, field.path, text, 'analyzers')}>
            Index vs search
          </button>
        </form>
      )}
    </li>
  );
}

function IndexEntry({ row, reads }: { row: IndexRow; reads: number }) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<IndexDetail>();
  // Whatever changed the index list may have changed the mapping or the documents: re-read an open index.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void readDetail(row.name).then((d) => live && setDetail(d)).catch(() => {});
    return () => {
      live = false;
    };
  }, [open, row.name, reads]);
  return (
    <li className="index-entry">
      <button type="button" className="index-name" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>{row.name}</span>
        {row.closed ? (
          <span className="count" aria-label="closed">closed</span>
        ) : (
          <span className="count" aria-label={`${row.docs} documents`}>{row.docs}</span>
        )}
      </button>
      {open && detail && (
        <div className="index-detail" aria-label={`Index ${row.name}`} role="group">
          <h4>Mapping{detail.type ? ` (${detail.type})` : ''}</h4>
          {detail.fields.length === 0 ? (
            <p className="note">No fields mapped yet.</p>
          ) : (
            <ul className="fields" aria-label={`Fields of ${row.name}`}>
              {detail.fields.map((f) => (
                <FieldEntry key={f.path} index={row.name} field={f} />
              ))}
            </ul>
          )}
          <h4>Documents</h4>
          {detail.docs.length === 0 ? (
            <p className="note">None visible to search yet (documents appear after a refresh).</p>
          ) : (
            <ul className="docs" aria-label={`Documents of ${row.name}`}>
              {detail.docs.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    title="Show this document's term vectors"
                    onClick={() => void runRequest({ method: 'GET', path: termVectorsPath(row.name, detail.type ?? d.type, d.id) })}
                  >
                    {d.id}
                  </button>
                </li>
              ))}
              {row.docs > detail.docs.length && <li className="note">… the first {detail.docs.length} in index order</li>}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

/** The indices with their document counts (as the storage bar last read them); open one for its mapping and documents, click a document for its term vectors. */
export function IndicesSidebar() {
  const { rows, reads } = useIndexList();
  return (
    <nav className="indices-sidebar" aria-label="Indices">
      <h3>Indices</h3>
      {rows.length === 0 ? (
        <p className="note">No indices yet. Run a <code>PUT /name</code> or load an example.</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <IndexEntry key={r.name} row={r} reads={reads} />
          ))}
        </ul>
      )}
    </nav>
  );
}
