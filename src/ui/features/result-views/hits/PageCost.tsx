/** ES 6.8's `index.max_result_window` default: from + size beyond it is refused. */
const MAX_RESULT_WINDOW = 10_000;
/** Shards drawn; more are summed up in words. */
const SHARDS_DRAWN = 5;

const n = (x: number) => x.toLocaleString('en-US');

/**
 * What a page costs: each shard collects its top `from + size` hits, the coordinating node sorts all
 * `shards × (from + size)` of them and keeps `size` from `from`. Bars drawn to scale (the kept part dark).
 */
export function PageCost({ from, size, shards }: { from: number; size: number; shards: number }) {
  const perShard = from + size;
  const merged = shards * perShard;
  const W = 360;
  const H = 64;
  const barW = 14;
  const drawn = Math.min(shards, SHARDS_DRAWN);
  // One scale for the shards' bars and the merged one; a bar is at least a pixel.
  const scale = (count: number) => Math.max(1, (count / Math.max(merged, 1)) * (H - 8));
  const mergedX = 40 + drawn * (barW + 6) + 70;
  // The merged list top down: rank 1 at the top; the page is ranks from+1 .. from+size.
  const top = H - scale(merged);
  const keptTop = top + (from / Math.max(merged, 1)) * scale(merged);
  const keptHeight = Math.max(1, (Math.min(size, Math.max(0, merged - from)) / Math.max(merged, 1)) * scale(merged));
  return (
    <figure className="page-cost" data-testid="page-cost">
      <svg width={W} height={H + 16} role="img" aria-label={`Each of ${shards} shards collects ${perShard} hits; the coordinating node sorts ${merged} and keeps ${size}`}>
        {Array.from({ length: drawn }, (_, i) => {
          const x = 40 + i * (barW + 6);
          return (
            <g key={i}>
              <rect className="collected" x={x} y={H - scale(perShard)} width={barW} height={scale(perShard)} />
              <text x={x + barW / 2} y={H + 12} textAnchor="middle">{i}</text>
            </g>
          );
        })}
        <text x={0} y={H + 12}>shard</text>
        {shards > drawn && <text x={40 + drawn * (barW + 6)} y={H - 4}>… {shards - drawn} more</text>}
        <line className="arrow" x1={mergedX - 60} y1={H / 2} x2={mergedX - 10} y2={H / 2} />
        <rect className="collected" x={mergedX} y={top} width={barW * 2} height={scale(merged)} />
        <rect className="kept" x={mergedX} y={keptTop} width={barW * 2} height={keptHeight} />
        <text x={mergedX + barW * 2 + 6} y={H - 4}>sorted: {n(merged)}</text>
        <text x={mergedX + barW * 2 + 6} y={12}>kept: {n(size)}</text>
      </svg>
      <figcaption>
        Each of the {n(shards)} {shards === 1 ? 'shard' : 'shards'} collects its top <b>from + size = {n(perShard)}</b> hits; the coordinating node sorts{' '}
        {n(shards)} × {n(perShard)} = <b>{n(merged)}</b> and keeps {n(size)} from rank {n(from + 1)}. Deep pages cost more: from + size may not pass{' '}
        <code>index.max_result_window</code> ({n(MAX_RESULT_WINDOW)} by default{perShard > MAX_RESULT_WINDOW ? ', and this page passes it' : `; this page uses ${((100 * perShard) / MAX_RESULT_WINDOW).toFixed(perShard < 100 ? 1 : 0)}%`}).
      </figcaption>
    </figure>
  );
}
