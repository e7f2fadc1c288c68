import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';

export type SkillListProps = ComponentProps<'ul'> & {
  /** Skill names, in order. Nothing renders when empty. */
  names: readonly string[];
};

/** The skills of a job request or a talent, as small outlined badges. */
export function SkillList({ names, className, ...props }: SkillListProps) {
  if (names.length === 0) return null;
  return (
    <ul
      data-slot="skill-list"
      aria-label="Skills"
      className={cn('flex flex-wrap gap-1.5', className)}
      {...props}
    >
      {names.map((name) => (
        <li key={name}>
          <Badge variant="outline">{name}</Badge>
        </li>
      ))}
    </ul>
  );
}
