import { useRef } from 'react';

const SHORTCUTS: Array<[string, string]> = [
  ['Ctrl/Cmd + Enter', 'run the request under the cursor, or every request the selection covers'],
  ['Ctrl + Space', 'complete paths, index names, fields and the members of the body at the cursor'],
  ['Up / Down, Enter', 'pick a suggestion (Enter takes one only once the list was opened or moved into)'],
  ['Ctrl/Cmd + I', 're-indent the request under the cursor (again: on one line)'],
  ['Shift + Alt + F', 're-indent every request'],
  ['Ctrl/Cmd + Up / Down', 'go to the previous or next request'],
  ['Ctrl/Cmd + /', 'open the reference page of the request'],
  ['Alt + Z', 'wrap long lines'],
  ['Ctrl/Cmd + K, Ctrl/Cmd + C / U', 'comment or uncomment lines (#)'],
  ['Ctrl + M', 'Tab moves the focus out of the editor (press again to indent with Tab)'],
  ['Ctrl/Cmd + F', 'find in the buffer'],
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
