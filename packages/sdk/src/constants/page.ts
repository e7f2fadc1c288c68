/**
 * The id of the JSON data block (`<script type="application/json">`) in which the reference
 * server puts the signed-in user, the body GET /api/user would answer, into the page it serves:
 * an app can render signed in at once instead of waiting for that request first.
 */
export const EMBEDDED_USER_ELEMENT_ID = 'hireloop-user';

/**
 * The id of the JSON data block in which the server puts, into an embedded widget's page, what it
 * verified (issue 15): the widget, the partner's key and name, the partner page's origin, or the
 * error that stops the widget.
 */
export const EMBED_DATA_ELEMENT_ID = 'hireloop-embed';

/** The path of the widgets' loader on a Hireloop origin (issue 15): what partner pages include. */
export const EMBED_LOADER_PATH = '/embed/v1/loader.js';

/**
 * Where a signed-in page of the build names its user (the home's heading, painted before any
 * script runs): the reference server replaces each occurrence with the user's name, HTML-escaped.
 * An HTML comment, so a page served without the replacement shows nothing there.
 */
export const USER_NAME_SLOT = '<!--hireloop:user-name-->';
