import { expect, type Page } from '@playwright/test';

/**
 * Replaces the editor's buffer with `text` exactly (select all, then one paste event carrying the text, no
 * clipboard permission needed). Typing several lines at once would be re-indented line by line, as Enter is;
 * specs that are about typing use `typeLines`.
 */
export async function typeBuffer(page: Page, text: string) {
  const editor = page.getByTestId('console-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Replaces the editor's buffer by pasting it (select all, then Ctrl+V), as one edit. Typing sends a key per
 * character; a spec that measures the page pastes, so that it measures the page and not a typist's speed.
 * Needs the clipboard permissions (`context.grantPermissions(['clipboard-read', 'clipboard-write'])`).
 */
export async function pasteBuffer(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const editor = page.getByTestId('console-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** Puts the cursor on a 1-based line and presses Ctrl+Enter; returns the parsed response body. */
export async function runLine(page: Page, line: number, expectedStatus: number) {
  await page.getByTestId('console-editor').locator('.view-lines').click(); // focus the editor (a view may have it)
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  // Wait for this request's answer, not the one already shown (both may have the same status).
  const panel = page.getByRole('region', { name: 'Response' });
  const before = Number(await panel.getAttribute('data-responses'));
  await page.keyboard.press('Control+Enter');
  await expect(panel).toHaveAttribute('data-responses', String(before + 1));
  await expect(page.getByLabel('Status')).toHaveText(String(expectedStatus));
  const text = await page.getByTestId('response-body').textContent();
  return JSON.parse(text ?? 'null');
}

/**
 * Types lines key by key as a person does, Enter after each but the last: no indentation and no closing bracket
 * the editor already wrote (it indents after `{` and `[`, and a typed `}` or `]` moves over the waiting one).
 */
export async function typeLines(page: Page, lines: string[]) {
  for (const [i, line] of lines.entries()) {
    await page.keyboard.type(line);
    if (i < lines.length - 1) await page.keyboard.press('Enter');
  }
}

/** Empties the buffer with the keyboard (select all, Delete) and leaves the cursor in the editor. */
export async function clearBuffer(page: Page) {
  await page.getByTestId('console-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
}

/** The buffer as the page keeps it (saved on every edit). */
export function bufferText(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('searchpad.buffer'));
}

/** The buffer exactly, through the Export button (a download), e.g. right after a link opened it. */
export async function exportedBuffer(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const { readFile } = await import('node:fs/promises');
  return readFile((await download.path())!, 'utf8');
}
