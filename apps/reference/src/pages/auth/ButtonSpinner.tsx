/**
 * The spinner inside a pending submit button. Plain markup rather than the ui Spinner: the button
 * already says what is pending, and the public pages stay light.
 */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
