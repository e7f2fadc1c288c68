import type { App } from '../types';

/** `GET /api/skills` (SPEC §7): the skills database, sorted by name. Public reference data. */
export async function skillRoutes(app: App) {
  app.get('/api/skills', async () => app.services.skills.list());
}
