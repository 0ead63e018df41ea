/**
 * Copies `text`: the Clipboard API where the page may use it, else the older `execCommand('copy')` on
 * a selected, off-screen text area (insecure contexts, older browsers). Resolves whether it worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, the page not focused): try the older way
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  doc.body.append(area);
  const focused = doc.activeElement;
  area.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
  return copied;
}
