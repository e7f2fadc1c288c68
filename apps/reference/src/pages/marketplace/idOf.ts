/** A route's `:id` as a positive whole number, or null (then the page shows "not found"). */
export function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
