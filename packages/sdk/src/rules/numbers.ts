/**
 * Numbers as every SPEC text prints them, in US English: "12,980", "2,499.5". What
 * `toLocaleString('en-US')` prints (grouping, up to three decimals), written out: a page's first
 * Intl call loads ICU's locale data, ~30 ms of main thread on a desktop and four times that on a
 * mid-range phone, in the middle of its first render (the home's usage meter, the schemas'
 * messages). Framework- and Intl-free, so the schemas' texts and the ui share it.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0;
  // Rounded half away from zero to three decimals, as Intl's default does.
  const thousandths = Math.round(Math.abs(value) * 1000);
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && thousandths > 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
