/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL can go once the event loop has moved on.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
