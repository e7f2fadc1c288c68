/**
 * Saves `value` as a JSON file in the browser: a Blob behind an object URL and a link with a
 * `download` name, clicked and removed (the way a page saves what it fetched). Needs a DOM.
 */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the file over; a later revoke frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
