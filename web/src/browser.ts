// Leaving the app for another site (the payment page); a module of its own so tests can stand in
// for a navigation jsdom cannot do.
export function leaveFor(url: string) {
  window.location.assign(url);
}

// Hands a downloaded file to the browser under its own name.
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
