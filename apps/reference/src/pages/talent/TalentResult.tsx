import type { Profile } from '@hireloop/sdk';
import { TalentCard, type SkillNames } from '@hireloop/ui';
import { AppLink, renderAppLink } from '../../lib/AppLink';

export interface TalentResultProps {
  talent: Profile;
  skillNames?: SkillNames;
  saved: boolean;
  /** Without it (the viewer's own card) there is no Save toggle. */
  onSavedChange?: (saved: boolean) => void;
  onSendOutreach?: (talent: Profile) => void;
}

/**
 * One explorer result: the ui TalentCard, made a link to /talent/:id by a link stretched over the
 * card (the card takes no link of its own). Its Save and "Send outreach" buttons sit above the
 * link (and so do the collective badges' links, issue 17), so they stay their own targets; the link comes first in the tab order.
 */
export function TalentResult({ talent, ...props }: TalentResultProps) {
  return (
    <li className="relative flex rounded-xl transition-shadow hover:shadow-md hover:[&_h3]:underline [&_[data-slot=card-action]]:relative [&_[data-slot=card-action]]:z-10 [&_[data-slot=card-footer]]:relative [&_[data-slot=card-footer]]:z-10 [&_[data-slot=collective-badges]]:relative [&_[data-slot=collective-badges]]:z-10">
      <AppLink
        href={`/talent/${talent.userId}`}
        aria-label={`View ${talent.name}'s profile`}
        className="absolute inset-0 z-[1] rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
      />
      <TalentCard
        talent={talent}
        className="w-full"
        renderCollectiveLink={renderAppLink}
        {...props}
      />
    </li>
  );
}
