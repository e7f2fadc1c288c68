import type { Skill } from '@hireloop/sdk';
import { XIcon } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Checkbox } from '../../primitives/checkbox';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';

export type SkillsPickerProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'value'> & {
  /** Every skill that can be chosen (GET /api/skills). */
  skills: readonly Skill[];
  /** The chosen skill ids; string ids are read as numbers (SPEC §5). */
  value: readonly (string | number)[];
  onChange: (ids: number[]) => void;
  /** The group's visible name. @default 'Skills' */
  legend?: string;
  /** Marks the group invalid (a message is shown by the caller). @default false */
  invalid?: boolean;
};

/**
 * A multi-select over the skills list: the chosen skills as removable chips, a search box, and a
 * checkbox per matching skill in a scrollable list.
 */
export function SkillsPicker({
  skills,
  value,
  onChange,
  legend = 'Skills',
  invalid = false,
  disabled,
  className,
  ...props
}: SkillsPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set(value.map(Number));
  const chosenSkills = skills.filter((skill) => chosen.has(skill.id));
  const needle = query.trim().toLowerCase();
  const matches =
    needle === '' ? skills : skills.filter((skill) => skill.name.toLowerCase().includes(needle));

  const toggle = (skillId: number, on: boolean) => {
    const rest = [...chosen].filter((other) => other !== skillId);
    onChange(on ? [...rest, skillId] : rest);
  };

  return (
    <fieldset
      data-slot="skills-picker"
      aria-invalid={invalid || undefined}
      disabled={disabled}
      className={cn('grid min-w-0 gap-2', className)}
      {...props}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {chosenSkills.length > 0 ? (
        <ul aria-label={`Chosen ${legend.toLowerCase()}`} className="flex flex-wrap gap-1.5">
          {chosenSkills.map((skill) => (
            <li key={skill.id}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {skill.name}
                <button
                  type="button"
                  aria-label={`Remove ${skill.name}`}
                  onClick={() => toggle(skill.id, false)}
                  className="rounded-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No skills chosen yet.</p>
      )}
      <Input
        type="search"
        aria-label={`Search ${legend.toLowerCase()}`}
        placeholder={`Search ${legend.toLowerCase()}`}
        aria-controls={`${id}-list`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div
        id={`${id}-list`}
        role="group"
        aria-label={`Available ${legend.toLowerCase()}`}
        className="relative grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2"
      >
        {matches.map((skill) => {
          const checkboxId = `${id}-skill-${skill.id}`;
          return (
            <div
              key={skill.id}
              className="flex items-center gap-2 rounded-sm px-1 py-1 hover:bg-accent hover:text-accent-foreground"
            >
              <Checkbox
                id={checkboxId}
                checked={chosen.has(skill.id)}
                onCheckedChange={(checked) => toggle(skill.id, checked === true)}
              />
              <Label htmlFor={checkboxId} className="flex-1 cursor-pointer font-normal">
                {skill.name}
              </Label>
            </div>
          );
        })}
        {matches.length === 0 ? (
          <p role="status" className="px-1 py-1 text-sm text-muted-foreground">
            {skills.length === 0
              ? 'No skills to choose from.'
              : `No skills match “${query.trim()}”.`}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
