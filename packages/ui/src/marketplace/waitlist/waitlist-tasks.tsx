import { CircleCheck, Circle } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import type { WaitlistTask } from '@hireloop/hooks';
import { cn } from '../../lib/cn';
import { Progress } from '../../primitives/progress';

/** A profile task of the waitlist, as `useWaitlist()` gives it (SPEC §5). */
export type { WaitlistTask };

export type WaitlistTasksProps = ComponentProps<'section'> & {
  tasks: readonly WaitlistTask[];
  /** @default 'Move up the queue' */
  title?: string;
};

/**
 * The profile tasks with a done / not done mark each and a progress bar of how many are done
 * (SPEC §4: completing them reduces the people ahead).
 */
export function WaitlistTasks({
  tasks,
  title = 'Move up the queue',
  className,
  ...props
}: WaitlistTasksProps) {
  const headingId = useId();
  const done = tasks.filter((task) => task.done).length;
  const percent = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="waitlist-tasks"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {title}
        </h3>
        <span className="text-xs text-muted-foreground" data-slot="waitlist-tasks-count">
          {done} of {tasks.length} done
        </span>
      </div>
      <Progress value={percent} aria-label="Profile tasks completed" />
      <p className="text-xs text-muted-foreground">
        Each task you complete moves you closer to the front.
      </p>
      <ul className="flex flex-col gap-2">
        {tasks.map((task) => (
          <li
            key={task.id}
            data-slot="waitlist-task"
            data-state={task.done ? 'done' : 'todo'}
            className="flex items-center gap-2 text-sm"
          >
            {task.done ? (
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            )}
            <span className={cn(task.done && 'text-muted-foreground line-through')}>
              {task.label}
            </span>
            <span className="sr-only">{task.done ? '(done)' : '(not done yet)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
