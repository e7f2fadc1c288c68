import { cva } from 'class-variance-authority';
import { ChevronDownIcon, SearchIcon, XIcon } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Label } from '../../primitives/label';
import type { SkillsComboboxOption } from './skills-combobox-list';

export type { SkillsComboboxOption };

export type SkillsComboboxProps = {
  /** Every skill that can be chosen (GET /api/skills). */
  skills: readonly SkillsComboboxOption[];
  /** The chosen skill ids, in the order chosen; string ids are read as numbers (SPEC §5). */
  value: readonly (string | number)[];
  onChange: (ids: number[]) => void;
  /** The field's visible label and the list's name. @default 'Skills' */
  label?: string;
  /**
   * Renders `label` above the field. Set false where the form lays out its own
   * `<Label htmlFor={id}>` (pass that `id`); `label` then still names the list. @default true
   */
  showLabel?: boolean;
  /** The most that can be chosen: pass the sdk's constant (say `EVENT_SKILLS_MAX`). */
  max?: number;
  /**
   * Shown (and announced) once `max` are chosen: pass the sdk's message where it has one (say
   * `EVENT_MESSAGES.skillsTooMany`). @default `Choose at most ${max} skills`
   */
  maxMessage?: string;
  /** The search box's placeholder. @default 'Search skills' */
  placeholder?: string;
  /** The search box's id (a `<Label htmlFor>` elsewhere, or `FormControl`, gives it). */
  id?: string;
  disabled?: boolean;
  /** Marks the field invalid (show the message and point `aria-describedby` at it). */
  invalid?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** The ids of the field's hint and error texts; read with the search box. */
  'aria-describedby'?: string;
  className?: string;
};

const fieldVariants = /* @__PURE__ */ cva(
  'flex h-9 w-full min-w-0 items-center gap-2 rounded-md border bg-background pl-3 text-foreground shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-2 focus-within:ring-ring',
  {
    variants: {
      invalid: {
        true: 'border-destructive focus-within:border-destructive focus-within:ring-destructive',
        false: 'border-input',
      },
      disabled: { true: 'cursor-not-allowed opacity-50', false: '' },
    },
    defaultVariants: { invalid: false, disabled: false },
  },
);

/** The open list (./skills-combobox-list.tsx), loaded on the field's first focus or hover. */
const loadList = () => import('./skills-combobox-list');
const SkillsComboboxList = /* @__PURE__ */ lazy(loadList);

/** The skills whose name holds `needle` (lower case), those that start with it first. */
function filterSkills(skills: readonly SkillsComboboxOption[], needle: string) {
  if (needle === '') return skills;
  const starts: SkillsComboboxOption[] = [];
  const contains: SkillsComboboxOption[] = [];
  for (const skill of skills) {
    const name = skill.name.toLowerCase();
    if (name.startsWith(needle)) starts.push(skill);
    else if (name.includes(needle)) contains.push(skill);
  }
  return [...starts, ...contains];
}

function plural(count: number, noun: string) {
  const one = noun.endsWith('s') ? noun.slice(0, -1) : noun;
  return `${count} ${count === 1 ? one : noun}`;
}

/**
 * A searchable multi-select of skills (the WAI-ARIA APG combobox with a multi-select listbox):
 * the chosen skills as chips, each with a "Remove …" button, above a search box (role
 * `combobox`) whose list (role `listbox`, `aria-multiselectable`) filters as one types, ignoring
 * case, names that start with the text first. Keys in the box: ArrowDown/ArrowUp open the list
 * and move through it, Home/End go to its first/last option, Enter chooses or unchooses the
 * active option, Escape closes the list (a dialog around it stays open), Backspace in an empty
 * box removes the last chip. A live region announces how many skills match and each change.
 * With `max`, the other options are unavailable once that many are chosen and `maxMessage`
 * shows. The list is a Radix Popover rendered in place (not in a portal), so it works inside
 * dialogs; its code loads the first time the field is focused or hovered (or opened), not with
 * the form.
 */
export function SkillsCombobox({
  skills,
  value,
  onChange,
  label = 'Skills',
  showLabel = true,
  max,
  maxMessage,
  placeholder,
  id,
  disabled = false,
  invalid = false,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  className,
}: SkillsComboboxProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const limitId = `${baseId}-limit`;
  const emptyId = `${baseId}-empty`;
  const optionId = (skillId: number) => `${baseId}-option-${skillId}`;
  const noun = 'skills';
  const limitText = maxMessage ?? `Choose at most ${max} ${noun}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [wantOpen, setWantOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Whether the list (a Radix layer, which handles Escape itself) is in the page yet.
  const [listMounted, setListMounted] = useState(false);

  const chosenIds = value.map(Number);
  const chosen = new Set(chosenIds);
  const byId = useMemo(() => new Map(skills.map((skill) => [skill.id, skill])), [skills]);
  const chips = chosenIds.flatMap((skillId) => byId.get(skillId) ?? []);
  const atMax = max !== undefined && chosen.size >= max;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  const needle = query.trim().toLowerCase();
  const matches = useMemo(() => filterSkills(skills, needle), [skills, needle]);

  const open = wantOpen && !disabled && matches.length > 0;
  const active = open ? matches.find((skill) => skill.id === activeId) : undefined;
  const emptyText =
    skills.length === 0
      ? `No ${noun} to choose from.`
      : matches.length === 0
        ? `No ${noun} match “${query.trim()}”.`
        : undefined;

  // Keep the active option in view as the arrows move through a long list.
  useEffect(() => {
    if (active === undefined) return;
    document.getElementById(optionId(active.id))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openAt = (skill: SkillsComboboxOption | undefined) => {
    setWantOpen(true);
    setActiveId(skill?.id ?? null);
    if (!open && matches.length > 0) setAnnouncement(`${plural(matches.length, noun)} available`);
  };

  const toggle = (skill: SkillsComboboxOption) => {
    if (chosen.has(skill.id)) {
      onChange(chosenIds.filter((other) => other !== skill.id));
      setAnnouncement(`${skill.name} removed, ${plural(chosen.size - 1, noun)} chosen`);
    } else if (atMax) {
      setAnnouncement(limitText);
    } else {
      onChange([...chosenIds, skill.id]);
      setAnnouncement(`${skill.name} added, ${plural(chosen.size + 1, noun)} chosen`);
    }
  };

  const remove = (skill: SkillsComboboxOption) => {
    onChange(chosenIds.filter((other) => other !== skill.id));
    setAnnouncement(`${skill.name} removed, ${plural(chosen.size - 1, noun)} chosen`);
  };

  const move = (to: number) => {
    const skill = matches[Math.max(0, Math.min(matches.length - 1, to))];
    if (skill) setActiveId(skill.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = active ? matches.indexOf(active) : -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(active ?? matches[0]);
        else move(index + 1 < matches.length ? index + 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(active ?? matches.at(-1));
        else move(index > 0 ? index - 1 : matches.length - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : matches.length - 1);
        break;
      case 'Enter':
        // Never submits the form around it while the list is open or a search is typed.
        if (open || query !== '') event.preventDefault();
        if (active) toggle(active);
        break;
      case 'Escape':
        // The open list is a Radix layer: Escape closes it (and only it) through onOpenChange.
        // Opened before its code has arrived, the list is closed here.
        if (open && !listMounted) {
          event.preventDefault();
          setWantOpen(false);
        } else if (!open && query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace': {
        const last = chips.at(-1);
        if (query === '' && last && event.currentTarget.selectionStart === 0) {
          event.preventDefault();
          remove(last);
        }
        break;
      }
    }
  };

  const describedByIds =
    [describedBy, atMax ? limitId : undefined, emptyText ? emptyId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div
      data-slot="skills-combobox"
      data-disabled={disabled || undefined}
      className={cn('grid min-w-0 gap-2', className)}
    >
      {showLabel ? (
        <Label
          id={labelId}
          htmlFor={inputId}
          data-error={isInvalid || undefined}
          className="data-[error=true]:text-destructive"
        >
          {label}
        </Label>
      ) : null}
      {chips.length > 0 ? (
        <ul aria-label={`Chosen ${noun}`} className="flex flex-wrap gap-1.5">
          {chips.map((skill) => (
            <li key={skill.id} className="max-w-full">
              <Badge variant="secondary" className="max-w-full gap-1 pr-1">
                <span className="truncate">{skill.name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${skill.name}`}
                  disabled={disabled}
                  onClick={() => {
                    remove(skill);
                    inputRef.current?.focus();
                  }}
                  className="grid size-5 shrink-0 place-items-center rounded-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none"
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        ref={fieldRef}
        className={fieldVariants({ invalid: isInvalid, disabled })}
        onPointerEnter={() => void loadList()}
      >
        <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-activedescendant={active ? optionId(active.id) : undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedByIds}
          placeholder={placeholder ?? `Search ${noun}`}
          disabled={disabled}
          value={query}
          onChange={(event) => {
            const next = event.target.value;
            const nextNeedle = next.trim().toLowerCase();
            const nextMatches = filterSkills(skills, nextNeedle);
            const found = nextMatches.length;
            setQuery(next);
            setWantOpen(true);
            // As one types, the best match is active: Enter chooses it.
            setActiveId(nextNeedle === '' ? null : (nextMatches[0]?.id ?? null));
            setAnnouncement(
              found === 0 ? `No ${noun} match “${next.trim()}”` : `${plural(found, noun)} found`,
            );
          }}
          onClick={() => {
            if (!open) openAt(undefined);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => void loadList()}
          className="h-full min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed md:text-sm"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${noun}`}
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          disabled={disabled}
          onMouseDown={keepFocus}
          onClick={() => {
            if (open) setWantOpen(false);
            else openAt(undefined);
            inputRef.current?.focus();
          }}
          className="grid h-full w-9 shrink-0 place-items-center rounded-r-md text-muted-foreground outline-none disabled:cursor-not-allowed"
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <SkillsComboboxList
            fieldRef={fieldRef}
            listboxId={listboxId}
            labelId={showLabel ? labelId : undefined}
            label={label}
            matches={matches}
            chosen={chosen}
            atMax={atMax}
            activeId={active?.id}
            optionId={optionId}
            onClose={() => setWantOpen(false)}
            onActivate={setActiveId}
            onToggle={toggle}
            onMounted={setListMounted}
          />
        </Suspense>
      ) : null}
      {emptyText ? (
        <p id={emptyId} className="text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : null}
      {atMax ? (
        <p id={limitId} className="text-sm text-muted-foreground">
          {limitText}
        </p>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
