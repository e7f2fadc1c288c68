/**
 * Career feed rules (issue 17): how a post's plain text becomes text and links, the relevance
 * boost, and who may change a post.
 */
import {
  FEED_ENGAGEMENT_HOURS,
  FEED_ENGAGEMENT_MAX_HOURS,
  FEED_FOLLOW_HOURS,
  FEED_SKILL_HOURS,
  FEED_SKILL_OVERLAP_CAP,
  type PostVisibility,
} from '../vocabulary';

/** A piece of a post's text: plain text, or an http(s) link (`href` is the exact address). */
export type PostTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An http(s) address in running text, up to the next white space. */
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link ("see https://a.example/x."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits plain text into text and link parts; only `http:` and `https:` addresses that parse as
 * URLs become links (`javascript:` and the like stay text). Nothing is HTML: the ui renders each
 * part as a React text node or an anchor.
 */
export function postTextParts(text: string): PostTextPart[] {
  const parts: PostTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate);
    if (trailing) candidate = candidate.slice(0, -trailing[0].length);
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) href = url.href;
    } catch {
      href = null;
    }
    if (!href || candidate.length <= 'https://'.length) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The signals of a post's relevance for one reader (see FEED_ENGAGEMENT_HOURS). */
export interface RelevanceSignals {
  reactions: number;
  comments: number;
  /** The reader follows the author (the person or the collective) directly. */
  followsAuthor: boolean;
  /** How many of the post's skills the reader has or follows. */
  skillOverlap: number;
}

/**
 * The relevance boost in hours (FEED_ENGAGEMENT_HOURS and the rest): a post ranks at `createdAt + boost`. The server
 * computes the same figure in SQL from the same constants.
 */
export function relevanceBoostHours(signals: RelevanceSignals): number {
  return (
    Math.min(
      FEED_ENGAGEMENT_HOURS *
        Math.log(1 + Math.max(0, signals.reactions) + 2 * Math.max(0, signals.comments)),
      FEED_ENGAGEMENT_MAX_HOURS,
    ) +
    (signals.followsAuthor ? FEED_FOLLOW_HOURS : 0) +
    FEED_SKILL_HOURS * Math.min(Math.max(0, signals.skillOverlap), FEED_SKILL_OVERLAP_CAP)
  );
}

/** The largest boost any post can get: the feed reads posts this much older than a page's end. */
export const FEED_MAX_BOOST_HOURS =
  FEED_ENGAGEMENT_MAX_HOURS + FEED_FOLLOW_HOURS + FEED_SKILL_HOURS * FEED_SKILL_OVERLAP_CAP;

/** Whether a visibility needs the post to be by (or for) a collective. */
export const visibilityNeedsCollective = (visibility: PostVisibility): boolean =>
  visibility === 'collective';
