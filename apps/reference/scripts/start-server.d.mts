/** The server the end-to-end tests and the bench run against (start-server.mjs). */
export interface StartedServer {
  /** `http://localhost:<port>`: the app's origin (APP_ORIGIN) and the tests' baseURL. */
  origin: string;
  port: number;
  /** `http://127.0.0.1:<port>`: the partner demo page's origin (another site), with both widgets. */
  partnerOrigin: string;
  /** Where the server's stdout and stderr go. */
  logPath: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s). */
  stop: () => Promise<void>;
}

/**
 * Starts the built server on a free port with a fresh in-memory database seeded with the demo
 * accounts, serving apps/reference/dist; resolves once GET /api/health answers.
 */
export function startServer(options: {
  logPath: string;
  logLevel?: string;
}): Promise<StartedServer>;
