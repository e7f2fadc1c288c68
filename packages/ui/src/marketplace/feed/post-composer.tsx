import {
  POST_BODY_MAX,
  POST_VISIBILITIES,
  type PostInputValues,
  type PostKind,
  type PostVisibility,
} from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Textarea } from '../../primitives/textarea';
import { FEED_TEXTS as TEXTS } from './texts';

/** The kinds a person writes from the composer (shares start from the job request or event). */
const WRITTEN_KINDS = ['update', 'win', 'question'] as const satisfies readonly PostKind[];

export type PostComposerProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** Sends the post; resolves true when saved (the form then clears). */
  onSubmit: (values: PostInputValues) => Promise<boolean>;
  pending?: boolean;
  /** The server's field errors of the last send, by field. */
  errors?: Partial<Record<string, string[]>>;
  /** Collectives the writer manages (owner or admin): offered under "Post as". */
  collectives?: readonly { id: number; name: string }[];
};

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Writing a post (issue 17): the text (plain; links become clickable when shown), its kind
 * (update, win, question), who it is from (the writer, or a collective they manage) and who sees
 * it (everyone, followers; a collective's members for a collective's post). Field errors from the
 * server show under their field.
 */
export function PostComposer({
  onSubmit,
  pending,
  errors,
  collectives = [],
  className,
  ...props
}: PostComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<(typeof WRITTEN_KINDS)[number]>('update');
  const [visibility, setVisibility] = useState<PostVisibility>('public');
  const [collectiveId, setCollectiveId] = useState<number | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit({ body, kind, visibility, ...(collectiveId ? { collectiveId } : {}) })) {
      setBody('');
      setKind('update');
    }
  };
  const bodyError = errors?.body?.[0];
  return (
    <form
      aria-label={TEXTS.composerLabel}
      onSubmit={submit}
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4', className)}
      {...props}
    >
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {TEXTS.composerLabel}
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={TEXTS.composerPlaceholder}
        maxLength={POST_BODY_MAX}
        rows={3}
        aria-invalid={bodyError ? true : undefined}
        aria-describedby={bodyError ? `${id}-body-error` : undefined}
      />
      {bodyError ? (
        <p id={`${id}-body-error`} className="text-sm text-destructive">
          {bodyError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {collectives.length ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-as`} className="text-xs text-muted-foreground">
              {TEXTS.postAsLabel}
            </label>
            <select
              id={`${id}-as`}
              className={selectClass}
              value={collectiveId ?? ''}
              onChange={(e) => {
                const next = e.target.value ? Number(e.target.value) : null;
                setCollectiveId(next);
                if (next === null && visibility === 'collective') setVisibility('public');
              }}
            >
              <option value="">{TEXTS.yourself}</option>
              {collectives.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="text-xs text-muted-foreground">
            {TEXTS.kindLabel}
          </label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as (typeof WRITTEN_KINDS)[number])}
          >
            {WRITTEN_KINDS.map((value) => (
              <option key={value} value={value}>
                {TEXTS.kinds[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-visibility`} className="text-xs text-muted-foreground">
            {TEXTS.visibilityLabel}
          </label>
          <select
            id={`${id}-visibility`}
            className={selectClass}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as PostVisibility)}
          >
            {POST_VISIBILITIES.filter((v) => v !== 'collective' || collectiveId !== null).map(
              (value) => (
                <option key={value} value={value}>
                  {TEXTS.visibilities[value]}
                </option>
              ),
            )}
          </select>
        </div>
        <Button type="submit" className="ml-auto" disabled={pending || body.trim() === ''}>
          {pending ? TEXTS.posting : TEXTS.post}
        </Button>
      </div>
    </form>
  );
}
