import { cva } from 'class-variance-authority';
import { CheckIcon } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useEffect, type MouseEvent, type RefObject } from 'react';

/** One skill that can be chosen (the sdk's `Skill`, or any id and name). */
export type SkillsComboboxOption = { readonly id: number; readonly name: string };

const optionVariants = /* @__PURE__ */ cva(
  'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm select-none',
  {
    variants: {
      active: { true: 'bg-accent text-accent-foreground', false: '' },
      unavailable: { true: 'opacity-50', false: '' },
    },
    defaultVariants: { active: false, unavailable: false },
  },
);

export type SkillsComboboxListProps = {
  /** The field the list opens under (its width, its place; clicks in it keep the list open). */
  fieldRef: RefObject<HTMLDivElement | null>;
  listboxId: string;
  /** The visible label's id, or (without one) the list's name. */
  labelId?: string;
  label: string;
  matches: readonly SkillsComboboxOption[];
  chosen: ReadonlySet<number>;
  atMax: boolean;
  activeId: number | undefined;
  optionId: (skillId: number) => string;
  /** Escape or a click outside: the list closes. */
  onClose: () => void;
  onActivate: (skillId: number) => void;
  onToggle: (skill: SkillsComboboxOption) => void;
  /** Called once the list is in the page (Escape is then its own). */
  onMounted: (mounted: boolean) => void;
};

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * SkillsCombobox's open list: a Radix Popover anchored to the field (`virtualRef`), rendered in
 * place (not in a portal), so it works inside dialogs. A module of its own, which the combobox
 * loads the first time it is focused or hovered: the popover and its positioning code (~12–20 KB
 * min+gzip) stay out of every form that shows the field but has not opened its list.
 */
export default function SkillsComboboxList({
  fieldRef,
  listboxId,
  labelId,
  label,
  matches,
  chosen,
  atMax,
  activeId,
  optionId,
  onClose,
  onActivate,
  onToggle,
  onMounted,
}: SkillsComboboxListProps) {
  useEffect(() => {
    onMounted(true);
    return () => onMounted(false);
  }, [onMounted]);
  return (
    <PopoverPrimitive.Root
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <PopoverPrimitive.Anchor virtualRef={fieldRef as RefObject<HTMLDivElement>} />
      <PopoverPrimitive.Content
        id={listboxId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : label}
        align="start"
        sideOffset={4}
        collisionPadding={8}
        // Focus stays in the search box (the options are reached by aria-activedescendant).
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (event.target instanceof Node && fieldRef.current?.contains(event.target)) {
            event.preventDefault();
          }
        }}
        className="z-50 max-h-[min(16rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) min-w-[12rem] overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md outline-none"
      >
        {matches.map((skill) => {
          const selected = chosen.has(skill.id);
          const unavailable = atMax && !selected;
          return (
            <div
              key={skill.id}
              id={optionId(skill.id)}
              role="option"
              aria-selected={selected}
              aria-disabled={unavailable || undefined}
              onMouseDown={keepFocus}
              onMouseMove={() => onActivate(skill.id)}
              onClick={() => {
                onActivate(skill.id);
                onToggle(skill);
              }}
              className={optionVariants({ active: skill.id === activeId, unavailable })}
            >
              <span className="truncate">{skill.name}</span>
              {selected ? (
                <CheckIcon aria-hidden="true" className="absolute right-2 size-4" />
              ) : null}
            </div>
          );
        })}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Root>
  );
}
