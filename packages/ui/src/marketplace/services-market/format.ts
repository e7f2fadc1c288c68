import type { MouseEvent } from 'react';
import { formatDollars } from '../lists/format-rate';

/** Whole US dollars as the marketplace shows them: "$1,200". */
export const formatUsd = (dollars: number): string => formatDollars(dollars);

const momentFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment in the reader's zone: "Dec 1, 2026, 6:00 PM". */
export const formatMoment = (iso: string): string => momentFormat.format(new Date(iso));

/**
 * A plain click on an app link goes through the app's router (`onNavigate`); a modified click
 * (new tab, new window) stays the browser's.
 */
export function navigateClick(
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  return (event) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    onNavigate(href);
  };
}

/**
 * A zod result's issues as field errors keyed by their whole path (`tiers.0.price`), the first
 * message of each: the nested forms (tiers, add-ons, questions, answers) show each under its field.
 */
export function issuesByPath(issues: ReadonlyArray<PathIssue>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    // A number that may arrive as text is a union: its own message is zod's "Invalid input",
    // the schema's message is on the branches.
    const message =
      issue.code === 'invalid_union'
        ? (issue.errors?.[0]?.[0]?.message ?? issue.message)
        : issue.message;
    (errors[key] ??= []).push(message);
  }
  return errors;
}

interface PathIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  errors?: ReadonlyArray<ReadonlyArray<{ message: string }>>;
}

export const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
