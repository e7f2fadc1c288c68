import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { companiesQuery, invitePreviewQuery, teamActivityQuery, teamQuery } from '../queries/team';

/**
 * The team of the company the signed-in person acts for (issue 16): the company, their role,
 * the members (owner first) and, for the owner and admins, the pending invites.
 */
export function useTeam() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...teamQuery(client), enabled: user !== null });
}

/**
 * The team's activity log (who created, edited, closed what), newest first, as an infinite query:
 * `fetchNextPage()` loads older entries. @param limit entries a page (default 20)
 */
export function useTeamActivity(limit?: number) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useInfiniteQuery({ ...teamActivityQuery(client, limit), enabled: user !== null });
}

/** Every company the signed-in person belongs to, with their role and the active one. */
export function useCompanies() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...companiesQuery(client), enabled: user !== null });
}

/** What an invite link offers (company, address, role, state), signed in or not. */
export function useInvitePreview(token: string) {
  const { client } = useHireloop();
  return useQuery({ ...invitePreviewQuery(client, token), enabled: token !== '' });
}
