import { compareAtLine } from './compare';
import { useConnectionStore } from './connection-store';

/** Console toolbar button: run the request under the cursor on the in-browser engine and on the cluster. */
export function CompareButton({ cursorLine }: { cursorLine: () => number }) {
  const url = useConnectionStore((s) => s.url);
  return (
    <button
      type="button"
      disabled={!url}
      onClick={() => void compareAtLine(cursorLine())}
      title={url ? `Run the request under the cursor on the in-browser engine and on ${url}, and show where the answers differ` : 'Enter a cluster URL to compare with'}
    >
      Compare
    </button>
  );
}
