/** Hands a blob to the browser as a file download (an object URL, so no data crosses a CSP). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL can go once the event loop has moved on
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
