/**
 * Every length and amount limit of the contract, in one place: the sdk schemas check them, the
 * server sizes its columns by them, and forms show them. SPEC shows none of these but the outreach
 * limit; each says why it is what it is.
 */

/** SPEC §1 and §5: "Up to 3 talent outreach bids per job request". */
export const OUTREACH_BID_LIMIT = 3;

/** Longest display name (not shown in SPEC). */
export const NAME_MAX = 100;

/** Shortest password at registration, reset and change (not shown: OWASP ASVS minimum of 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password (not shown: bounds the scrypt work one request can cause). */
export const PASSWORD_MAX_LENGTH = 128;

/** Longest bio (not shown in SPEC). */
export const BIO_MAX = 5000;
/**
 * Highest hourly rate a profile may state, in US dollars (not shown in SPEC: far above any real
 * rate, and well inside what the server stores, so a typo is refused rather than saved).
 */
export const HOURLY_RATE_MAX = 10_000;

/** Longest short text of a profile or a job request: a title, a location, a company name. */
export const SHORT_TEXT_MAX = 200;

/** Longest job request title (not shown in SPEC). */
export const JOB_REQUEST_TITLE_MAX = 200;
/** Longest job request description (not shown in SPEC). */
export const JOB_REQUEST_DESCRIPTION_MAX = 10_000;
/**
 * The largest rate a job request may state, in US dollars: what a `numeric(12, 2)` column holds
 * (not shown in SPEC).
 */
export const RATE_MAX = 9_999_999_999.99;
/** Most skills one job request may list, and one browse filter may name (not shown in SPEC). */
export const JOB_REQUEST_SKILLS_MAX = 50;
/** Most skills a profile may list (not shown in SPEC). */
export const PROFILE_SKILLS_MAX = 100;

/** Longest bid message (not shown in SPEC). */
export const BID_MESSAGE_MAX = 5000;
/** Longest message body (issue 4 "limited in length"; the limit itself is not shown). */
export const MESSAGE_BODY_MAX = 5000;
/** Longest group name (not shown in SPEC). */
export const GROUP_NAME_MAX = 100;
/**
 * Most members a group may have, its creator included (not shown in SPEC); pending invitations
 * count towards it (issue 14), so an accepted invitation always finds a place.
 */
export const GROUP_MEMBERS_MAX = 100;
/** Longest sticky message title (not shown in SPEC). */
export const STICKY_MESSAGE_TITLE_MAX = 200;
/** Longest sticky message body (not shown in SPEC). */
export const STICKY_MESSAGE_BODY_MAX = 2000;

/** Items per page when the caller does not say (not shown in SPEC). */
export const PAGE_SIZE_DEFAULT = 20;
/** Most items a page may ask for (not shown in SPEC). */
export const PAGE_SIZE_MAX = 100;
/** Longest free-text search (not shown in SPEC). */
export const SEARCH_TEXT_MAX = 200;

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** Longest image address (not shown: an http(s) URL; uploads are links). */
export const IMAGE_URL_MAX = 2048;

/** Longest partner name (issue 15; not shown in SPEC). */
export const PARTNER_NAME_MAX = 100;
/**
 * Most origins one partner may register (issue 15): a site's www and bare host, a staging copy,
 * a few country sites. More usually means a platform that should be several partners.
 */
export const PARTNER_ORIGINS_MAX = 10;
/** Longest origin (`https://host:port`) a partner may register (issue 15). */
export const ORIGIN_MAX = 255;
/** Longest return address a widget's checkout may go back to (issue 15). */
export const RETURN_URL_MAX = 2000;
