/**
 * How a person who deleted their account is named wherever others still see what they left (the
 * messages in others' conversations, a bid, a paid order): not shown in SPEC, so a designed
 * label. The server writes it in place of the erased name, so every answer that names a person
 * carries it without a rule of its own; a UI may compare a name with it.
 */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Why a direct conversation with a person who deleted their account takes no new message: the
 * server's 409 for a send, and the note a UI shows instead of writing (a designed text).
 */
export const CONVERSATION_CLOSED_MESSAGE = 'This person has deleted their account';

/** The `format` field of the archive GET /api/account/export answers (see `accountExportSchema`). */
export const ACCOUNT_EXPORT_FORMAT = 'hireloop-account-export';

/** The archive's file name: `hireloop-data-<YYYY-MM-DD>.json`, dated by `exportedAt` (UTC). */
export const accountExportFileName = (exportedAt: string | Date): string =>
  `hireloop-data-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
