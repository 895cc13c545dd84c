import { useRef } from 'react';

const SHORTCUTS: Array<[string, string]> = [
  ['Ctrl/Cmd + Enter', 'run the request under the cursor'],
  ['Ctrl + Space', 'complete paths, index names, fields and query DSL keys'],
  ['Ctrl/Cmd + F', 'find in the buffer'],
  ['Ctrl/Cmd + /', 'comment or uncomment lines'],
  ['Ctrl/Cmd + Shift + [ / ]', 'fold or unfold a body'],
  ['Alt + Up / Down', 'move lines'],
];

/** "Keyboard shortcuts": a dialog listing what the editor answers to. */
export function HelpDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="header-button" onClick={() => dialog.current?.showModal()}>Keyboard shortcuts</button>
      <dialog ref={dialog} aria-label="Keyboard shortcuts" className="help">
        <h2>Keyboard shortcuts</h2>
        <table>
          <tbody>
            {SHORTCUTS.map(([keys, what]) => (
              <tr key={keys}>
                <th scope="row"><kbd>{keys}</kbd></th>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="dialog">
          <button type="submit">Close</button>
        </form>
      </dialog>
    </>
  );
}
