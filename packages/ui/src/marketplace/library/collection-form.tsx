import {
  formatZodError,
  libraryCollectionInputSchema,
  type LibraryCollection,
  type LibraryCollectionInputValues,
  type LibraryResourceSummary,
} from '@hireloop/sdk/schemas';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { Textarea } from '../../primitives/textarea';
import { LIBRARY_TEXTS as TEXTS } from './texts';

export interface LibraryCollectionFormProps {
  /** The collection being edited; absent: a new one. */
  collection?: LibraryCollection;
  /** Every resource an admin may put in it (drafts included). */
  resources: readonly LibraryResourceSummary[];
  onSubmit: (values: LibraryCollectionInputValues) => void;
  onCancel?: () => void;
  submitting?: boolean;
  serverErrors?: Record<string, string[]>;
  error?: ReactNode;
  className?: string;
}

/**
 * The admins' collection form (issue 18): title, description, and the resources in order —
 * included ones first in their order (move up and down), the others after them to include.
 */
export function LibraryCollectionForm({
  collection,
  resources,
  onSubmit,
  onCancel,
  submitting = false,
  serverErrors,
  error,
  className,
}: LibraryCollectionFormProps) {
  const id = useId();
  const [title, setTitle] = useState(collection?.title ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [order, setOrder] = useState<number[]>(collection?.items.map((i) => i.id) ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };
  const byId = new Map(resources.map((r) => [r.id, r]));
  const rest = resources.filter((r) => !order.includes(r.id));

  const move = (index: number, by: -1 | 1) =>
    setOrder((ids) => {
      const next = [...ids];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const toggle = (resourceId: number, include: boolean) =>
    setOrder((ids) => (include ? [...ids, resourceId] : ids.filter((i) => i !== resourceId)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { title, description, resourceIds: order };
    const result = libraryCollectionInputSchema.safeParse(body);
    if (!result.success) {
      setErrors(formatZodError(result.error).fieldErrors as Record<string, string[]>);
      return;
    }
    onSubmit(body);
  };
  const message = (name: string) =>
    shown[name]?.[0] ? (
      <p id={`${id}-${name}-note`} className="text-sm text-destructive">
        {shown[name]![0]}
      </p>
    ) : null;
  const aria = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': shown[name]?.length ? true : undefined,
    'aria-describedby': shown[name]?.length ? `${id}-${name}-note` : undefined,
  });
  const titleOf = (resourceId: number) => byId.get(resourceId)?.title ?? `#${resourceId}`;

  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>{TEXTS.title}</Label>
        <Input
          {...aria('title')}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors({});
          }}
        />
        {message('title')}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>{TEXTS.description}</Label>
        <Textarea
          {...aria('description')}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {message('description')}
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={shown.resourceIds ? `${id}-resourceIds-note` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{TEXTS.resourcesInOrder}</legend>
        <ol className="flex flex-col gap-1.5">
          {order.map((resourceId, index) => (
            <li key={resourceId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked
                aria-label={TEXTS.include(titleOf(resourceId))}
                onChange={() => toggle(resourceId, false)}
              />
              <span className="min-w-0 flex-1 break-words">{titleOf(resourceId)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={TEXTS.moveUp(titleOf(resourceId))}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={TEXTS.moveDown(titleOf(resourceId))}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {rest.length > 0 ? (
          <ul className="flex flex-col gap-1.5 border-t pt-2">
            {rest.map((r) => (
              <li key={r.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={false}
                  aria-label={TEXTS.include(r.title)}
                  onChange={() => toggle(r.id, true)}
                />
                <span className="min-w-0 flex-1 break-words text-muted-foreground">{r.title}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {message('resourceIds')}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {TEXTS.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
