/** A user id from the path (/profile/:id, /talent/:id): a positive integer, else null (no such profile). */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
