import { useMemo, useState } from 'react';
import { runRequest } from '../../../actions/run-request';
import type { ShownRequest } from '../../../store/store';
import { HighlightedText } from '../HighlightedText';
import { bodyJson } from '../shapes';

interface Token {
  token: string;
  start_offset: number;
  end_offset: number;
  type: string;
  position: number;
}

/** `_analyze`: the token stream as chips, and each token's span on the analysed text. */
export function TokensView({ body, request }: { body: unknown; request?: ShownRequest }) {
  const [active, setActive] = useState<string>();
  const tokens = ((body as { tokens?: Token[] }).tokens ?? []) as Token[];
  const text = bodyJson(request)?.text;
  const single = typeof text === 'string' ? text : Array.isArray(text) && text.length === 1 ? String(text[0]) : undefined;
  const key = (t: Token, i: number) => `${i}`;
  const spans = useMemo(() => tokens.map((t, i) => ({ start: t.start_offset, end: t.end_offset, key: key(t, i) })), [tokens]);
  const asked = bodyJson(request);
  const chain = request && asked && asked.explain !== true ? () => void runRequest({ ...request, body: { ...asked, explain: true }, view: 'chain' }) : undefined;
  return (
    <div className="view" data-testid="tokens-view">
      {chain && (
        <p className="analyze-actions">
          <button type="button" onClick={chain} title="Run this _analyze again with explain: the text after each char filter, the tokens after the tokenizer and after each filter">
            Show the chain
          </button>
        </p>
      )}
      {single !== undefined && (
        <HighlightedText text={single} spans={spans} active={active} onHover={setActive} label="Analyzed text" />
      )}
      <ol className="chips" aria-label="Tokens">
        {tokens.map((t, i) => (
          <li key={i} className={active === key(t, i) ? 'chip active' : 'chip'} onMouseEnter={() => setActive(key(t, i))} onMouseLeave={() => setActive(undefined)}>
            <strong>{t.token}</strong>
            <small>
              pos {t.position} · {t.start_offset}–{t.end_offset} · {t.type}
            </small>
          </li>
        ))}
      </ol>
    </div>
  );
}
