import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { dueCheckinsQuery } from '../queries/checkins';

/** The talent's open check-ins: due, late, or sent back with changes asked for. */
export function useDueCheckins() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({ ...dueCheckinsQuery(client), enabled: user !== null });
}
