import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * ARIA tabs (tablist, tab, tabpanel; arrow keys, Home and End move and select; only the active
 * tab is in the tab order) on native buttons, styled as the ui Tabs. Not the ui Tabs: Radix Tabs
 * with its roving-focus helpers is ~10 kB gzipped, and /auth must stay within its JS budget.
 */
export function AuthTabs<T extends string>({
  label,
  value,
  onValueChange,
  tabs,
}: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  tabs: readonly AuthTab<T>[];
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onValueChange(tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  const active = tabs[activeIndex]!;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex h-9 w-full items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => onValueChange(tab.value)}
              className="inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-border data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${active.value}`}
        aria-labelledby={`${id}-tab-${active.value}`}
        // The panel holds focusable fields, so it is not a tab stop itself.
      >
        {active.content}
      </div>
    </div>
  );
}
