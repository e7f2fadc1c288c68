import type { App } from '../types';

/** `GET /api/skills` (SPEC §7): the skills database, sorted by name. Public reference data. */
export async function skillRoutes(app: App) {
  // A partner widget's job request form lists them too (issue 15).
  app.get('/api/skills', { config: { embed: true } }, async () => app.services.skills.list());
}
