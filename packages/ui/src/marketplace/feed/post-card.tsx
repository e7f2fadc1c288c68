import {
  POST_REPORT_REASONS,
  type Post,
  type PostReportReason,
  type ReactionKind,
} from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { GeneratedAvatar } from '../../primitives/avatar';
import { Textarea } from '../../primitives/textarea';
import { formatListStamp } from '../lists/format-date';
import { namesOf, type SkillNames } from '../lists/skill-names';
import { defaultRenderLink, type RenderLink } from '../shell/render-link';
import { PostText } from './post-text';
import { ReactionBar } from './reaction-bar';
import { FEED_TEXTS as TEXTS } from './texts';

export type PostCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  post: Post;
  skillNames?: SkillNames;
  onReact?: (kind: ReactionKind | null) => void;
  /** Shows or hides the comments (`comments` is the open thread). */
  onToggleComments?: () => void;
  commentsOpen?: boolean;
  comments?: ReactNode;
  /** The author edits the text; resolves true when saved. */
  onEdit?: (body: string) => Promise<boolean>;
  onDelete?: () => void;
  /** Anyone else reports it; resolves true when sent. */
  onReport?: (reason: PostReportReason, note: string) => Promise<boolean>;
  /** "Follow {author}" for a reader who does not follow the author yet. */
  onFollowAuthor?: () => void;
  busy?: boolean;
  renderLink?: RenderLink;
  titleAs?: 'h2' | 'h3';
};

/**
 * One post (issue 17): author (a person, or a collective with who posted for it), kind, when,
 * pinned / hidden badges, the text with clickable links, skills, a shared job request or event,
 * the typed reactions, the comment count and thread, and the author's or reader's actions.
 */
export function PostCard({
  post,
  skillNames,
  onReact,
  onToggleComments,
  commentsOpen,
  comments,
  onEdit,
  onDelete,
  onReport,
  onFollowAuthor,
  busy,
  renderLink = defaultRenderLink,
  titleAs: Title = 'h3',
  className,
  ...props
}: PostCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.body);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<PostReportReason>('spam');
  const [note, setNote] = useState('');
  const skills = namesOf(post.skills, skillNames);
  const byline =
    post.author.kind === 'collective'
      ? TEXTS.postedFor(post.author.name, post.postedBy.name)
      : post.author.name;

  return (
    <article
      data-slot="post-card"
      aria-labelledby={`${id}-author`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        post.hidden && 'border-dashed opacity-80',
        className,
      )}
      {...props}
    >
      <header className="flex items-start gap-3">
        <GeneratedAvatar name={post.author.name} src={post.author.image} alt="" />
        <div className="min-w-0 flex-1">
          <Title id={`${id}-author`} className="font-semibold break-words">
            {byline}
          </Title>
          <p className="text-xs text-muted-foreground">
            {TEXTS.kinds[post.kind]} · {formatListStamp(post.createdAt)}
            {post.editedAt ? ` · ${TEXTS.edited}` : ''} · {TEXTS.visibilities[post.visibility]}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {post.pinned ? <Badge variant="secondary">{TEXTS.pinned}</Badge> : null}
          {post.hidden ? <Badge variant="destructive">{TEXTS.hidden}</Badge> : null}
        </div>
      </header>

      {editing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (onEdit && (await onEdit(draft))) setEditing(false);
          }}
        >
          <label htmlFor={`${id}-edit`} className="sr-only">
            {TEXTS.edit}
          </label>
          <Textarea id={`${id}-edit`} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy || draft.trim() === ''}>
              {TEXTS.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {TEXTS.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <PostText text={post.body} />
      )}

      {post.share ? (
        renderLink({
          href: post.share.kind === 'event' ? `/events/${post.share.id}` : '/opportunities',
          className: 'block rounded-md border bg-muted/40 p-3 text-sm hover:bg-muted',
          children: (
            <>
              <span className="block text-xs text-muted-foreground">
                {post.share.kind === 'event' ? TEXTS.sharedEvent : TEXTS.sharedJobRequest}
              </span>
              <span className="font-medium break-words">{post.share.title}</span>
              {post.share.startsAt ? (
                <span className="block text-xs text-muted-foreground">
                  {formatListStamp(post.share.startsAt)}
                </span>
              ) : null}
            </>
          ),
        })
      ) : post.kind === 'event' || post.kind === 'job_request' ? (
        <p className="text-sm text-muted-foreground">{TEXTS.unavailableShare}</p>
      ) : null}

      {skills.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Skills">
          {skills.map((name) => (
            <li key={name}>
              <Badge variant="outline">{name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <ReactionBar
        counts={post.reactions}
        mine={post.myReaction}
        onChange={onReact}
        disabled={busy}
      />

      <div className="flex flex-wrap items-center gap-2">
        {onToggleComments ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={commentsOpen}
            onClick={onToggleComments}
          >
            {commentsOpen ? TEXTS.hideComments : TEXTS.comments(post.commentCount)}
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">{TEXTS.comments(post.commentCount)}</span>
        )}
        {onFollowAuthor ? (
          <Button type="button" variant="outline" size="sm" onClick={onFollowAuthor}>
            {TEXTS.follow(post.author.name)}
          </Button>
        ) : null}
        {post.canEdit && onEdit && !editing ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(post.body);
              setEditing(true);
            }}
          >
            {TEXTS.edit}
          </Button>
        ) : null}
        {post.canEdit && onDelete ? (
          <Button type="button" variant="ghost" size="sm" onClick={onDelete} disabled={busy}>
            {TEXTS.delete}
          </Button>
        ) : null}
        {!post.canEdit && onReport ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={reporting}
            onClick={() => setReporting((open) => !open)}
          >
            {TEXTS.report}
          </Button>
        ) : null}
      </div>

      {reporting && onReport ? (
        <form
          className="flex flex-col gap-2 rounded-md border p-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onReport(reason, note)) setReporting(false);
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{TEXTS.reportLabel}</legend>
            {POST_REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {TEXTS.reasons[value]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`} className="text-sm">
            {TEXTS.reportNote}
          </label>
          <Textarea
            id={`${id}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
          />
          <div>
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              {TEXTS.sendReport}
            </Button>
          </div>
        </form>
      ) : null}

      {commentsOpen ? comments : null}
    </article>
  );
}
