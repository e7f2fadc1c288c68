import { COMMENT_BODY_MAX, type Comment, type Reply } from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Textarea } from '../../primitives/textarea';
import { formatListStamp } from '../lists/format-date';
import { PostText } from './post-text';
import { FEED_TEXTS as TEXTS } from './texts';

export type CommentThreadProps = Omit<ComponentProps<'section'>, 'onSubmit'> & {
  comments: readonly Comment[];
  /** Sends a comment (`parentId` null) or a reply; resolves true when it was saved. */
  onSubmit: (body: string, parentId: number | null) => Promise<boolean>;
  onDelete?: (commentId: number) => void;
  pending?: boolean;
  /** A field error of the last send. */
  error?: string;
};

function CommentForm({
  label,
  onSubmit,
  pending,
  error,
  autoFocus,
}: {
  label: string;
  onSubmit: (body: string) => Promise<boolean>;
  pending?: boolean;
  error?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return;
    if (await onSubmit(body)) setBody('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={label}
        maxLength={COMMENT_BODY_MAX}
        rows={2}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={pending || body.trim() === ''}>
          {TEXTS.comment}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  onDelete,
  children,
}: {
  comment: Reply;
  onDelete?: (id: number) => void;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex gap-2">
      <GeneratedAvatar name={comment.author.name} src={comment.author.image} alt="" size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-md bg-muted px-3 py-2">
          <p className="text-sm font-medium">
            {comment.author.name}{' '}
            <span className="font-normal text-muted-foreground">
              · {formatListStamp(comment.createdAt)}
            </span>
          </p>
          <PostText text={comment.body} className="text-sm" />
        </div>
        {comment.canDelete && onDelete ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-7 px-0"
            onClick={() => onDelete(comment.id)}
          >
            {TEXTS.deleteComment}
          </Button>
        ) : null}
        {children}
      </div>
    </li>
  );
}

/**
 * A post's comments (issue 17): top-level comments oldest first, each with its replies (one
 * level), a reply form under a comment on request, and the comment form at the end.
 */
export function CommentThread({
  comments,
  onSubmit,
  onDelete,
  pending,
  error,
  className,
  ...props
}: CommentThreadProps) {
  const [replyTo, setReplyTo] = useState<number | null>(null);
  return (
    <section className={cn('flex flex-col gap-3', className)} {...props}>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXTS.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={onDelete}>
              {comment.replies.length ? (
                <ul className="mt-2 flex flex-col gap-2">
                  {comment.replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} onDelete={onDelete} />
                  ))}
                </ul>
              ) : null}
              {replyTo === comment.id ? (
                <div className="mt-2">
                  <CommentForm
                    label={TEXTS.replyLabel(comment.author.name)}
                    pending={pending}
                    error={error}
                    autoFocus
                    onSubmit={async (body) => {
                      const saved = await onSubmit(body, comment.id);
                      if (saved) setReplyTo(null);
                      return saved;
                    }}
                  />
                </div>
              ) : (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-7 px-0"
                  aria-label={TEXTS.replyLabel(comment.author.name)}
                  onClick={() => setReplyTo(comment.id)}
                >
                  {TEXTS.reply}
                </Button>
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      <CommentForm
        label={TEXTS.commentLabel}
        pending={pending}
        error={replyTo === null ? error : undefined}
        onSubmit={(body) => onSubmit(body, null)}
      />
    </section>
  );
}
