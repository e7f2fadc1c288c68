import type {
  AdminStickyMessage,
  StickyMessageAudience,
  StickyMessageLevel,
} from '@hireloop/sdk/schemas';
import { SHELL_TEXTS } from '@hireloop/ui';

/** The levels as the banner reads them to screen readers ("Information", "Warning", "Critical"). */
export const LEVEL_LABELS: Readonly<Record<StickyMessageLevel, string>> = SHELL_TEXTS.levels;

export const LEVEL_BADGES: Readonly<
  Record<StickyMessageLevel, 'secondary' | 'warning' | 'destructive'>
> = { info: 'secondary', warning: 'warning', critical: 'destructive' };

/** Who sees a message (designed). */
export const AUDIENCE_LABELS: Readonly<Record<StickyMessageAudience, string>> = {
  all: 'Everyone',
  employer: 'Employers',
  talent: 'Talent',
};

/** Shown to users now: not retired, and its end (if any) still ahead. */
export const isShowing = (message: AdminStickyMessage, now = Date.now()): boolean =>
  message.retiredAt === null && (message.endsAt === null || Date.parse(message.endsAt) > now);

const stampFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 4, 2025, 2:05 PM" in the reader's time zone. */
export const formatStamp = (iso: string): string => stampFormat.format(new Date(iso));
