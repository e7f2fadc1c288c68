import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAuth,
  useCommentOnPost,
  useCreatePost,
  useDeleteComment,
  useDeletePost,
  useFeed,
  useFeedComments,
  useFeedFollows,
  useFollow,
  useMyCollectives,
  useNewFeedPosts,
  useReactToPost,
  useReportPost,
  useSkills,
  useUnfollow,
  useUpdatePost,
} from '@hireloop/hooks';
import {
  FEED_ORDERS,
  type FeedOrder,
  type Post,
  type PostInputValues,
} from '@hireloop/sdk/schemas';
import { useId, useMemo, useState, type ComponentProps } from 'react';
import { CommentThread } from '../marketplace/feed/comment-thread';
import { FeedSuggestionCard } from '../marketplace/feed/feed-suggestion-card';
import { PostCard } from '../marketplace/feed/post-card';
import { PostComposer } from '../marketplace/feed/post-composer';
import { FEED_TEXTS as TEXTS } from '../marketplace/feed/texts';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { toSkillNames, type SkillNames } from '../marketplace/lists/skill-names';
import { defaultRenderLink, type RenderLink } from '../marketplace/shell/render-link';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';
import { cn } from '../lib/cn';

const failed = (error: unknown) =>
  toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });

function PostComments({ post }: { post: Post }) {
  const comments = useFeedComments(post.id);
  const comment = useCommentOnPost();
  const remove = useDeleteComment();
  const [error, setError] = useState<string>();
  if (comments.isPending) return <Skeleton className="h-16 w-full" />;
  if (comments.isError)
    return (
      <ErrorState
        titleAs="p"
        message={serverMessage(comments.error)}
        onRetry={() => void comments.refetch()}
      />
    );
  return (
    <CommentThread
      comments={comments.data ?? []}
      pending={comment.isPending}
      error={error}
      onSubmit={async (body, parentId) => {
        setError(undefined);
        try {
          await comment.mutateAsync({ postId: post.id, body, parentId });
          return true;
        } catch (e) {
          const fields = fieldErrorsOf(e);
          if (fields.body || fields.parentId) setError((fields.body ?? fields.parentId)![0]);
          else failed(e);
          return false;
        }
      }}
      onDelete={(id) => remove.mutate(id, { onError: failed })}
    />
  );
}

function FeedPost({
  post,
  skillNames,
  followsAuthor,
  renderLink,
}: {
  post: Post;
  skillNames: SkillNames | undefined;
  followsAuthor: boolean;
  renderLink: RenderLink;
}) {
  const [open, setOpen] = useState(false);
  const react = useReactToPost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const report = useReportPost();
  const follow = useFollow();
  const { user } = useAuth();
  const mine = post.postedBy.id === user?.id;
  return (
    <PostCard
      post={post}
      skillNames={skillNames}
      renderLink={renderLink}
      // The feed's posts sit right under the page's title.
      titleAs="h2"
      busy={react.isPending || update.isPending || remove.isPending || report.isPending}
      onReact={(kind) => react.mutate({ postId: post.id, kind }, { onError: failed })}
      commentsOpen={open}
      onToggleComments={() => setOpen((o) => !o)}
      comments={<PostComments post={post} />}
      onEdit={async (body) => {
        try {
          await update.mutateAsync({ id: post.id, body });
          return true;
        } catch (e) {
          failed(e);
          return false;
        }
      }}
      onDelete={() =>
        remove.mutate(post.id, {
          onSuccess: () => toast({ title: TEXTS.deleted }),
          onError: failed,
        })
      }
      onReport={async (reason, note) => {
        try {
          await report.mutateAsync({ postId: post.id, reason, note });
          toast({ title: TEXTS.reported });
          return true;
        } catch (e) {
          failed(e);
          return false;
        }
      }}
      onFollowAuthor={
        mine || followsAuthor
          ? undefined
          : () =>
              follow.mutate(
                {
                  target: post.author.kind === 'collective' ? 'collective' : 'person',
                  id: post.author.id,
                },
                { onError: failed },
              )
      }
    />
  );
}

function SkillFollows({ skillNames }: { skillNames: SkillNames | undefined }) {
  const id = useId();
  const follows = useFeedFollows();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const [skill, setSkill] = useState('');
  const followed = (follows.data ?? []).filter((f) => f.target === 'skill');
  const options = [...(skillNames ?? new Map<number, string>()).entries()].filter(
    ([skillId]) => !followed.some((f) => f.id === skillId),
  );
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {TEXTS.followSkills}
      </h2>
      {followed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXTS.noFollows}</p>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {followed.map((f) => (
            <li key={f.id}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={TEXTS.unfollow(f.name)}
                onClick={() => unfollow.mutate({ target: 'skill', id: f.id }, { onError: failed })}
              >
                {f.name} ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!skill) return;
          follow.mutate(
            { target: 'skill', id: Number(skill) },
            { onSuccess: () => setSkill(''), onError: failed },
          );
        }}
      >
        <label htmlFor={`${id}-skill`} className="sr-only">
          {TEXTS.followSkill}
        </label>
        <select
          id={`${id}-skill`}
          value={skill}
          onChange={(e) => setSkill(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm"
        >
          <option value="">{TEXTS.followSkill}</option>
          {options.map(([skillId, name]) => (
            <option key={skillId} value={skillId}>
              {name}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" disabled={!skill || follow.isPending}>
          {TEXTS.followSkillButton}
        </Button>
      </form>
    </section>
  );
}

export type ConnectedCareerFeedProps = Omit<ComponentProps<'div'>, 'children'> & {
  renderLink?: RenderLink;
};

/**
 * The career feed (issue 17): the composer, "N new posts" from the people the reader follows
 * (arriving live; shown on click), latest or most relevant order, pinned posts first, posts with
 * reactions, comments and replies, matching job requests and events, more on request; the skills
 * the reader follows beside it.
 */
export function ConnectedCareerFeed({
  renderLink = defaultRenderLink,
  className,
  ...props
}: ConnectedCareerFeedProps) {
  const [order, setOrder] = useState<FeedOrder>('latest');
  const feed = useFeed(order);
  const fresh = useNewFeedPosts();
  const create = useCreatePost();
  const follows = useFeedFollows();
  const skills = useSkills();
  const mine = useMyCollectives();
  const managed = (mine.data ?? [])
    .filter((m) => m.state === 'active' && (m.role === 'owner' || m.role === 'admin'))
    .map((m) => ({ id: m.collective.id, name: m.collective.name }));
  const skillNames = useMemo(
    () => (skills.data ? toSkillNames(skills.data) : undefined),
    [skills.data],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const followed = new Set((follows.data ?? []).map((f) => `${f.target}:${f.id}`));
  const pages = feed.data?.pages ?? [];
  const pinned = pages[0]?.pinned ?? [];
  const items = pages.flatMap((page) => page?.items ?? []);

  const share = async (values: PostInputValues) => {
    try {
      await create.mutateAsync(values);
      toast({ title: TEXTS.shared });
      return true;
    } catch (e) {
      failed(e);
      return false;
    }
  };

  const renderPost = (post: Post) => (
    <FeedPost
      key={`p:${post.id}`}
      post={post}
      skillNames={skillNames}
      renderLink={renderLink}
      followsAuthor={followed.has(
        `${post.author.kind === 'collective' ? 'collective' : 'person'}:${post.author.id}`,
      )}
    />
  );

  return (
    <div
      className={cn('grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <PostComposer
          collectives={managed}
          pending={create.isPending}
          errors={errors}
          onSubmit={async (values) => {
            setErrors(undefined);
            try {
              await create.mutateAsync(values);
              toast({ title: TEXTS.posted });
              return true;
            } catch (e) {
              const fields = fieldErrorsOf(e);
              if (Object.keys(fields).length) setErrors(fields);
              else failed(e);
              return false;
            }
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={TEXTS.orderLabel} className="flex gap-1">
            {FEED_ORDERS.map((value) => (
              <Button
                key={value}
                type="button"
                size="sm"
                variant={order === value ? 'secondary' : 'ghost'}
                aria-pressed={order === value}
                onClick={() => setOrder(value)}
              >
                {TEXTS.orders[value]}
              </Button>
            ))}
          </div>
          {fresh.count > 0 ? (
            <Button type="button" size="sm" onClick={() => void fresh.show()} aria-live="polite">
              {TEXTS.newPosts(fresh.count)}
            </Button>
          ) : null}
        </div>
        {feed.isPending ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : feed.isError ? (
          <ErrorState
            message={serverMessage(feed.error)}
            onRetry={() => void feed.refetch()}
            retrying={feed.isRefetching}
          />
        ) : pinned.length === 0 && items.length === 0 ? (
          <EmptyState title={TEXTS.empty} description={TEXTS.emptyDescription} />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={TEXTS.orders[order]}>
            {pinned.map((post) => (
              <li key={`pin:${post.id}`}>{renderPost(post)}</li>
            ))}
            {items.map((item) => (
              <li key={item.key}>
                {item.kind === 'post' ? (
                  renderPost(item.post)
                ) : item.kind === 'job_request' ? (
                  <FeedSuggestionCard
                    jobRequest={item.jobRequest}
                    skillNames={skillNames}
                    renderLink={renderLink}
                    onShare={(body) =>
                      share({ kind: 'job_request', jobRequestId: item.jobRequest.id, body })
                    }
                  />
                ) : (
                  <FeedSuggestionCard
                    event={item.event}
                    skillNames={skillNames}
                    renderLink={renderLink}
                    onShare={(body) => share({ kind: 'event', eventId: item.event.id, body })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {feed.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
          >
            {feed.isFetchingNextPage ? TEXTS.loadingMore : TEXTS.loadMore}
          </Button>
        ) : items.length > 0 ? (
          <p className="text-center text-sm text-muted-foreground">{TEXTS.end}</p>
        ) : null}
      </div>
      <aside className="flex min-w-0 flex-col gap-4">
        <SkillFollows skillNames={skillNames} />
      </aside>
    </div>
  );
}
