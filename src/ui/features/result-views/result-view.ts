/**
 * What a result view is: a way to read an answer (term vectors, hits, rescore stages...). Each view's folder
 * exports one of these from its `view.ts`, and `registry.ts` lists them; the response panel shows, as tabs, the
 * views whose `appliesTo` holds for the answer shown (and the JSON, always).
 */
import type { ComponentType } from 'react';
import type { ShownRequest } from '../../store/store';

/** The answer a view reads: a successful one (the panel offers views only for a status below 400). */
export interface ViewedResponse {
  status: number;
  body: unknown;
}

/** What every view is drawn with: the request as sent (text or JSON value) and the answer's body. */
export interface ResultViewProps {
  request: ShownRequest | undefined;
  body: unknown;
}

export interface ResultView {
  /** Stable: the tab's test id is `tab-<id>`, and a chosen view stays chosen while answers of its kind follow. */
  id: string;
  /** The tab's label. */
  title: string;
  appliesTo(request: ShownRequest | undefined, response: ViewedResponse): boolean;
  View: ComponentType<ResultViewProps>;
}
