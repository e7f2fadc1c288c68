import type { Profile } from '@hireloop/sdk';
import { MapPin, Send } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Button } from '../../primitives/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/card';
import { VerifiedBadge } from '../verification/verified-badge';
import { CollectiveBadges, type CollectiveBadgeLinkProps } from './collective-badges';
import { formatRate } from './format-rate';
import { SaveToggle } from './save-toggle';
import { SkillList } from './skill-list';
import { namesOf, type SkillNames } from './skill-names';

export type TalentCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The talent's public profile (GET /api/profile/{userId} or the talent explorer). */
  talent: Profile;
  /** Skill names by id (`toSkillNames(skills)`); unknown ids are not shown. */
  skillNames?: SkillNames;
  /** Whether the talent is in the user's saved items. @default false */
  saved?: boolean;
  /** Called with the new saved state; the Save toggle shows only when given. */
  onSavedChange?: (saved: boolean) => void;
  /** Called by "Send outreach"; the button shows only when given. */
  onSendOutreach?: (talent: Profile) => void;
  /** Disables "Send outreach" (say, when no outreach bid is left for the request). */
  sendOutreachDisabled?: boolean;
  /** Renders the collective badges' links (your router's); plain links when absent. */
  renderCollectiveLink?: (props: CollectiveBadgeLinkProps) => ReactNode;
};

/**
 * A talent in the explorer: generated avatar (or profile image), name, title, location, hourly
 * rate, skills, their collectives' badges (issue 17), a Save toggle and "Send outreach".
 */
export function TalentCard({
  talent,
  skillNames,
  saved = false,
  onSavedChange,
  onSendOutreach,
  sendOutreachDisabled,
  renderCollectiveLink,
  className,
  ...props
}: TalentCardProps) {
  const nameId = useId();
  const skills = namesOf(talent.skills, skillNames);
  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      data-slot="talent-card"
      className={cn('gap-4', className)}
      {...props}
    >
      {/* The name's column may shrink below its longest word (a long name wraps inside it), so
          the card never grows past a 375 px screen. */}
      <CardHeader className="grid-cols-[auto_minmax(0,1fr)] gap-x-3 has-data-[slot=card-action]:grid-cols-[auto_minmax(0,1fr)_auto]">
        <GeneratedAvatar
          name={talent.name}
          src={talent.profileImage}
          alt=""
          size="lg"
          className="row-span-2"
        />
        <CardTitle>
          <h3 id={nameId} className="text-base leading-snug font-semibold [overflow-wrap:anywhere]">
            {talent.name}
          </h3>
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          {talent.title ?? 'Talent'}
          {/* Issue 18: the verification badge (never documents). */}
          <VerifiedBadge badge={talent.verification} />
        </CardDescription>
        {onSavedChange ? (
          <CardAction className="col-start-3">
            <SaveToggle saved={saved} onSavedChange={onSavedChange} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {talent.hourlyRate !== null ? (
            <li className="text-base font-semibold text-foreground" data-slot="talent-rate">
              {formatRate({
                minRate: talent.hourlyRate,
                maxRate: talent.hourlyRate,
                rateType: 'hourly',
              })}
            </li>
          ) : null}
          {talent.location ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {talent.location}
            </li>
          ) : null}
        </ul>
        {talent.bio ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{talent.bio}</p>
        ) : null}
        <SkillList names={skills} />
        {/* Issue 17: the badges of the collectives they are in. */}
        <CollectiveBadges badges={talent.collectives} renderLink={renderCollectiveLink} />
      </CardContent>
      {onSendOutreach ? (
        <CardFooter className="justify-end">
          <Button
            type="button"
            disabled={sendOutreachDisabled}
            onClick={() => onSendOutreach(talent)}
          >
            <Send aria-hidden="true" />
            Send outreach
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
