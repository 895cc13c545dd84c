/**
 * The DOM of a highlighted text: one block per chunk (chunks.ts) that the browser draws only near the viewport
 * (`content-visibility: auto` in styles.css). A chunk holds its plain text until the browser is about to draw it,
 * and then its marks: a `mark` per run under tokens, built with textContent only, so nothing is parsed as HTML.
 */
import { chunkRuns } from './chunks';
import type { Run } from './spans';

/**
 * perf: characters marked as the text is first drawn, before the browser says which chunks it draws (it says so
 * after that frame): about a screenful of a narrow pane, so the text shows marked at once. The rest is marked as it
 * nears the viewport.
 */
const EAGER_CHARS = 2400;
/** Block size per character (px) assumed for chunks not drawn yet, until the first chunk has been drawn. */
const PX_PER_CHAR = 0.45;

interface Chunk {
  el: HTMLElement;
  runs: Run[];
  chars: number;
  marked: boolean;
}

export class MarkedChunks {
  private readonly chunks: Chunk[];
  /** The marks built so far, by key. */
  private readonly byKey = new Map<string, HTMLElement[]>();
  private active?: string;
  private readonly markProto: HTMLElement;
  private readonly resize?: ResizeObserver;
  private ratio = PX_PER_CHAR;

  /** Fills `host` with the chunks of `runs`; marks the first ones, and the others as the browser comes to draw them. */
  constructor(
    private readonly host: HTMLElement,
    runs: Run[],
  ) {
    this.markProto = document.createElement('mark');
    this.markProto.className = 'token';
    const proto = document.createElement('span');
    proto.className = 'chunk';
    this.chunks = chunkRuns(runs).map((runsOfChunk) => {
      const el = proto.cloneNode() as HTMLElement;
      return { el, runs: runsOfChunk, chars: runsOfChunk.reduce((n, r) => n + r.text.length, 0), marked: false };
    });
    // Without content-visibility events (an older browser), everything is marked now.
    const lazy = typeof ContentVisibilityAutoStateChangeEvent !== 'undefined';
    let chars = 0;
    for (const chunk of this.chunks) {
      if (!lazy || chars < EAGER_CHARS) this.mark(chunk);
      else chunk.el.textContent = chunk.runs.map((r) => r.text).join('');
      chars += chunk.chars;
    }
    this.placeHeights();
    const nodes = document.createDocumentFragment();
    for (const chunk of this.chunks) nodes.appendChild(chunk.el);
    host.replaceChildren(nodes);
    host.addEventListener('contentvisibilityautostatechange', this.onStateChange, { capture: true });
    // perf: a ResizeObserver reports the first chunk's height after the browser's own layout: nothing is forced.
    if (typeof ResizeObserver !== 'undefined' && this.chunks.length > 0) {
      this.resize = new ResizeObserver(([entry]) => this.measured(entry));
      this.resize.observe(this.chunks[0].el);
    }
  }

  /** Lights the marks of `key` (none when undefined), those built later included. */
  setActive(key: string | undefined) {
    for (const m of this.active === undefined ? [] : (this.byKey.get(this.active) ?? [])) m.classList.remove('active');
    this.active = key;
    for (const m of key === undefined ? [] : (this.byKey.get(key) ?? [])) m.classList.add('active');
  }

  dispose() {
    this.host.removeEventListener('contentvisibilityautostatechange', this.onStateChange, { capture: true });
    this.resize?.disconnect();
  }

  /** A chunk the browser is about to draw gets its marks (the event does not bubble, so it is caught on the way down). */
  private readonly onStateChange = (e: Event) => {
    if ((e as ContentVisibilityAutoStateChangeEvent).skipped) return;
    const chunk = this.chunks.find((c) => c.el === e.target);
    if (chunk && !chunk.marked) this.mark(chunk);
  };

  /** Replaces the chunk's plain text with its runs: text nodes, and a mark for each run under tokens. */
  private mark(chunk: Chunk) {
    const nodes = document.createDocumentFragment();
    for (const r of chunk.runs) {
      if (r.keys.length === 0) {
        nodes.appendChild(document.createTextNode(r.text));
        continue;
      }
      // perf: cloned from one prototype and added with appendChild (append() takes strings and lists, at a cost).
      const mark = this.markProto.cloneNode() as HTMLElement;
      mark.textContent = r.text;
      mark.setAttribute('data-key', r.keys[0]);
      mark.title = r.keys.length === 1 ? r.keys[0] : r.keys.join(', ');
      if (this.active !== undefined && r.keys.includes(this.active)) mark.classList.add('active');
      nodes.appendChild(mark);
      for (const key of r.keys) {
        const list = this.byKey.get(key);
        if (list) list.push(mark);
        else this.byKey.set(key, [mark]);
      }
    }
    chunk.el.replaceChildren(nodes);
    chunk.marked = true;
  }

  /** Takes the block size per character from the first chunk as drawn, when it differs by more than a tenth. */
  private measured(entry: ResizeObserverEntry) {
    const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
    const chars = this.chunks[0].chars;
    if (height <= 0 || chars <= 0 || Math.abs(height / chars - this.ratio) < this.ratio / 10) return;
    this.ratio = height / chars;
    this.placeHeights();
  }

  /**
   * Each chunk's height while it is not drawn: its length times the block size per character, so that the text's
   * height (and the scroll bar) is about right before it is all drawn. perf: set on each chunk, not as an inherited
   * custom property on the text, which would restyle every mark.
   */
  private placeHeights() {
    for (const c of this.chunks) c.el.style.containIntrinsicBlockSize = `auto ${Math.round(c.chars * this.ratio)}px`;
  }
}
