import { serverMessage, toast, useSkills } from '@hireloop/hooks';
import { useMemo } from 'react';
import { toSkillNames } from '../marketplace/lists/skill-names';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { Skeleton } from '../primitives/skeleton';

/** What the marketplace's connected parts share (./connected-marketplace*.tsx). */

/** A write failed: the toast with the server's words. */
export const failed = (error: unknown) =>
  toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });

/** The skills as options and as a name lookup. */
export function useSkillOptions() {
  const skills = useSkills();
  return useMemo(() => {
    const list = (skills.data ?? []).map((s) => ({ id: s.id, name: s.name }));
    return { list, names: skills.data ? toSkillNames(skills.data) : undefined };
  }, [skills.data]);
}

/** A list's loading placeholder, named for assistive technology. */
export function ListLoading({ label }: { label: string }) {
  return <Skeleton role="status" aria-label={label} className="h-40 w-full" />;
}
