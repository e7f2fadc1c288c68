import { useQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { profileQuery } from '../queries/profile';

/** Someone's public profile (GET /api/profile/{userId}); an unknown user is a 404 error. */
export function useProfile(userId: number) {
  const { client } = useHireloop();
  return useQuery(profileQuery(client, userId));
}
