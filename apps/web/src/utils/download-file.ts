/** Hands `text` to the browser as a file download named `filename`. */
export function downloadFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: the download holds its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
