import { sql } from 'drizzle-orm';
import type { App } from '../types';

/** `GET /api/health`: the server and its database answer (for load balancers and smoke tests). */
export async function healthRoutes(app: App) {
  app.get('/api/health', { config: { rateLimit: false } }, async () => {
    await app.db.execute(sql`select 1`);
    return { ok: true as const };
  });
}
