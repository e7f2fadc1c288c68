import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { feedApi, isHttpError, type FeedPage } from '@hireloop/sdk';
import { FEED_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useCommentOnPost,
  useCreatePost,
  useFeed,
  useFeedComments,
  useFollow,
  useNewFeedPosts,
  useReactToPost,
  useReportPost,
} from './index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OPEN = 1;

const postIdsOf = (pages: readonly (FeedPage | null)[] = []) =>
  pages.flatMap((p) => (p?.items ?? []).flatMap((i) => (i.kind === 'post' ? [i.post.id] : [])));

describe('career feed hooks (issue 17)', () => {
  it('signed out, the feed is not asked for', async () => {
    const browser = createTestBrowser(server);
    const view = renderWithHireloop(() => useFeed(), browser);
    await view.sessionLoaded();
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/feed');
  });

  it('posts, reacts, comments and reports; bad input gives field errors', async () => {
    const author = await signUp(server, 'talent');
    const reader = await signUp(server, 'talent');
    const mine = renderWithHireloop(
      () => ({ feed: useFeed(), create: useCreatePost() }),
      author.browser,
    );
    await waitFor(() => expect(mine.result.current.feed.isSuccess).toBe(true));

    const bad = await act(() =>
      mine.result.current.create.mutateAsync({ body: ' ' }).catch((e: unknown) => e),
    );
    expect(fieldErrorsOf(bad)).toEqual({ body: [FEED_MESSAGES.bodyRequired] });
    const post = await act(() => mine.result.current.create.mutateAsync({ body: 'Hello feed' }));
    await waitFor(() => expect(postIdsOf(mine.result.current.feed.data?.pages)).toContain(post.id));

    const theirs = renderWithHireloop(
      () => ({
        feed: useFeed('relevant'),
        follow: useFollow(),
        react: useReactToPost(),
        comment: useCommentOnPost(),
        comments: useFeedComments(post.id),
        report: useReportPost(),
      }),
      reader.browser,
    );
    await act(() =>
      theirs.result.current.follow.mutateAsync({ target: 'person', id: author.user.id }),
    );
    await waitFor(() =>
      expect(postIdsOf(theirs.result.current.feed.data?.pages)).toContain(post.id),
    );
    const reacted = await act(() =>
      theirs.result.current.react.mutateAsync({ postId: post.id, kind: 'celebrate' }),
    );
    expect(reacted.myReaction).toBe('celebrate');
    await act(() => theirs.result.current.comment.mutateAsync({ postId: post.id, body: 'Nice' }));
    await waitFor(() =>
      expect(theirs.result.current.comments.data?.map((c) => c.body)).toEqual(['Nice']),
    );
    await act(() => theirs.result.current.report.mutateAsync({ postId: post.id, reason: 'spam' }));
    const again = await act(() =>
      theirs.result.current.report
        .mutateAsync({ postId: post.id, reason: 'spam' })
        .catch((e: unknown) => e),
    );
    expect(isHttpError(again) && again.status).toBe(409);
  });

  it('a followed author’s new post is counted live, and shown on request', async () => {
    const author = await signUp(server, 'talent');
    const reader = await signUp(server, 'talent');
    await feedApi(reader.browser.client).follow({ target: 'person', id: author.user.id });
    const view = renderWithHireloop(() => {
      useLiveUpdates();
      return { feed: useFeed(), fresh: useNewFeedPosts() };
    }, reader.browser);
    await waitFor(() => expect(view.result.current.feed.isSuccess).toBe(true));
    await waitFor(() => expect(reader.browser.eventSources[0]?.readyState).toBe(OPEN));

    const post = await feedApi(author.browser.client).create({ body: 'Fresh news' });
    await waitFor(() => expect(view.result.current.fresh.count).toBe(1));
    // The feed itself waits for the reader.
    expect(postIdsOf(view.result.current.feed.data?.pages)).not.toContain(post.id);
    await act(() => view.result.current.fresh.show());
    await waitFor(() => expect(postIdsOf(view.result.current.feed.data?.pages)).toContain(post.id));
    expect(view.result.current.fresh.count).toBe(0);
  });
});
