/**
 * The career feed (issue 17): posts by people and collectives, typed reactions, comments with one
 * level of replies, follows, moderation. Anchors: LinkedIn posts (typed reactions, comments,
 * follows, latest or relevant order), Salesforce Chatter (pinned items).
 */

/**
 * What a post is: an update, a win, a question, or the share of a job request or an event (the
 * shared item travels with the post, read as its viewer may see it).
 */
export const POST_KINDS = ['update', 'win', 'question', 'job_request', 'event'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** Who a post speaks for: the person who wrote it, or a collective its admins manage. */
export const POST_AUTHOR_KINDS = ['person', 'collective'] as const;
export type PostAuthorKind = (typeof POST_AUTHOR_KINDS)[number];

/**
 * Who sees a post: everyone signed in, the author's followers (people following the person, or the
 * collective a collective post is by), or the active members of the post's collective.
 */
export const POST_VISIBILITIES = ['public', 'followers', 'collective'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

/** The typed reactions (LinkedIn's set, designed down to five): one per person and post. */
export const REACTION_KINDS = ['like', 'celebrate', 'support', 'insightful', 'funny'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** What a person can follow: another person, a collective, a skill. */
export const FOLLOW_TARGETS = ['person', 'collective', 'skill'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** The feed's orders: newest first, or by the relevance score (see FEED_ENGAGEMENT_HOURS). */
export const FEED_ORDERS = ['latest', 'relevant'] as const;
export type FeedOrder = (typeof FEED_ORDERS)[number];

/** What the feed lists: posts, job requests and events matching the reader's skills. */
export const FEED_ITEM_KINDS = ['post', 'job_request', 'event'] as const;
export type FeedItemKind = (typeof FEED_ITEM_KINDS)[number];

/** Why a post is reported (designed). */
export const POST_REPORT_REASONS = [
  'spam',
  'harassment',
  'misinformation',
  'off_topic',
  'other',
] as const;
export type PostReportReason = (typeof POST_REPORT_REASONS)[number];

/** What an admin does to a post: hide or restore it, pin or unpin it. */
export const POST_MODERATION_ACTIONS = ['hide', 'restore', 'pin', 'unpin'] as const;
export type PostModerationAction = (typeof POST_MODERATION_ACTIONS)[number];

/** Longest post body (LinkedIn's 3,000). */
export const POST_BODY_MAX = 3000;
/** Longest comment (LinkedIn's 1,250). */
export const COMMENT_BODY_MAX = 1250;
/** Most skills a post is tagged with. */
export const POST_SKILLS_MAX = 10;
/** Longest note a report carries. */
export const REPORT_NOTE_MAX = 500;

/**
 * The relevance score (designed; FEED_ENGAGEMENT_HOURS, FEED_FOLLOW_HOURS, FEED_SKILL_HOURS,
 * FEED_SKILL_OVERLAP_CAP): a post's rank time is its creation time moved forward by a boost
 * in hours, so recency decays linearly (a day-old post needs 24 hours of boost to stand level with
 * a new one) and the score never changes while nothing happens (a keyset cursor stays valid):
 *
 *   boost = min(ENGAGEMENT × ln(1 + reactions + 2 × comments), ENGAGEMENT_MAX)
 *           + FOLLOW + SKILL × min(overlap, CAP)
 *
 * `follow` applies when the reader follows the author (person or collective) directly, not only
 * through a skill. Job requests and events rank on their creation time plus `skill × overlap`.
 */
export const FEED_ENGAGEMENT_HOURS = 6;
/** The most hours engagement alone adds (so the feed's relevance reads a bounded time window). */
export const FEED_ENGAGEMENT_MAX_HOURS = 48;
/** Hours of relevance boost for following the author directly (see FEED_ENGAGEMENT_HOURS). */
export const FEED_FOLLOW_HOURS = 12;
/** Hours of relevance boost per matching skill (see FEED_ENGAGEMENT_HOURS). */
export const FEED_SKILL_HOURS = 4;
/** Most matching skills that count towards relevance. */
export const FEED_SKILL_OVERLAP_CAP = 3;
