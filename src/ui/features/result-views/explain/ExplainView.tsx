import type { Explanation } from '../shapes';
import { hitsOf } from '../shapes';

function Node({ e, depth }: { e: Explanation; depth: number }) {
  const line = (
    <>
      <span className="value">{e.value}</span> <span className="description">{e.description}</span>
    </>
  );
  if (e.details.length === 0) return <li className="leaf">{line}</li>;
  return (
    <li>
      <details open={depth < 2}>
        <summary>{line}</summary>
        <ul>
          {e.details.map((d, i) => (
            <Node key={i} e={d} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Explanation trees (`explain: true` hits or an `_explain` answer), collapsible. */
export function ExplainView({ body }: { body: unknown }) {
  const single = (body as { explanation?: Explanation }).explanation;
  const trees = single ? [{ id: (body as { _id?: string })._id ?? '', e: single }] : (hitsOf(body)?.hits ?? []).filter((h) => h._explanation).map((h) => ({ id: h._id, e: h._explanation! }));
  return (
    <div className="view" data-testid="explain-view">
      {trees.map(({ id, e }) => (
        <section key={id} aria-label={`Explanation of ${id}`}>
          <h3>{id}</h3>
          <ul className="explain-tree">
            <Node e={e} depth={0} />
          </ul>
        </section>
      ))}
    </div>
  );
}
