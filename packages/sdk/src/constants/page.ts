/**
 * The id of the JSON data block (`<script type="application/json">`) in which the reference
 * server puts the signed-in user, the body GET /api/user would answer, into the page it serves:
 * an app can render signed in at once instead of waiting for that request first.
 */
export const EMBEDDED_USER_ELEMENT_ID = 'hireloop-user';
