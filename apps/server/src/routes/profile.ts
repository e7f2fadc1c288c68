/**
 * Profiles (SPEC §3 profile fields; sdk "Profile"): the signed-in user's own profile with email
 * (`/api/user/profiling`, refreshed after login per SPEC §7), anyone's public profile without it,
 * and the talent search behind the explorer and the direct-request picker.
 */
import {
  profileParamsSchema,
  profileUpdateSchema,
  talentSearchQuerySchema,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import { problem } from '../errors';
import type { App } from '../types';
import { TEXTS } from '@hireloop/sdk/constants';

export async function profileRoutes(app: App) {
  const { users } = app.services;

  app.get('/api/user/profiling', { onRequest: app.requireUser }, async (request) => {
    const profile = await users.profiling(currentUser(request).id);
    if (!profile) throw problem(401, TEXTS.notAuthenticated);
    return profile;
  });

  app.patch(
    '/api/user/profiling',
    { schema: { body: profileUpdateSchema }, onRequest: app.requireUser },
    async (request) => {
      const profile = await users.updateProfile(currentUser(request).id, request.body);
      if (!profile) throw problem(401, TEXTS.notAuthenticated);
      return profile;
    },
  );

  // A static segment wins over a parameter in Fastify's router whatever the order; registered
  // first all the same, so the intent reads top to bottom.
  app.get('/api/profile/talent', { schema: { querystring: talentSearchQuerySchema } }, (request) =>
    users.searchTalent(request.query),
  );

  app.get('/api/profile/:userId', { schema: { params: profileParamsSchema } }, async (request) => {
    const profile = await users.publicProfile(request.params.userId);
    if (!profile) throw problem(404, 'Profile not found');
    return profile;
  });
}
