/**
 * @hireloop/ui — React components for Hireloop marketplaces (Radix + Tailwind 4 + cva). Import
 * the stylesheet once: `import '@hireloop/ui/styles.css'` (or `theme.css` with your Tailwind).
 */
// While issue 6 is built, each folder's index lists its exports; the lead replaces these lines
// with the names themselves.
export { cn } from './lib/cn';
export * from './primitives';
export * from './overlays';
export * from './marketplace/forms';
export * from './marketplace/shell';
export * from './marketplace/lists';
export * from './marketplace/waitlist';
export * from './connected';
