import type { Comment, FeedEvent, ModerationItem, Post } from '@hireloop/sdk/schemas';

const ada = { id: 1, name: 'Ada Lovelace', role: 'talent' as const, image: null };
const grace = { id: 2, name: 'Grace Hopper', role: 'talent' as const, image: null };

export const post: Post = {
  id: 10,
  kind: 'win',
  author: { kind: 'person', id: 1, name: 'Ada Lovelace', image: null, slug: null },
  postedBy: ada,
  body: 'Shipped the new checkout <b>today</b>! Notes: https://hireloop.dev/notes. Thanks all.',
  skills: [1, 2],
  visibility: 'public',
  share: null,
  reactions: { like: 3, celebrate: 5, support: 0, insightful: 1, funny: 0 },
  myReaction: 'celebrate',
  commentCount: 2,
  pinned: false,
  hidden: false,
  canEdit: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  editedAt: null,
};

export const ownPost: Post = { ...post, id: 11, canEdit: true, myReaction: null };

export const collectivePost: Post = {
  ...post,
  id: 12,
  kind: 'event',
  author: { kind: 'collective', id: 4, name: 'Rust Guild', image: null, slug: 'rust-guild' },
  postedBy: grace,
  body: 'Join our async Rust meetup.',
  visibility: 'collective',
  share: {
    kind: 'event',
    id: 7,
    title: 'Async Rust evening',
    startsAt: '2026-12-03T18:00:00.000Z',
  },
  pinned: true,
};

export const comments: Comment[] = [
  {
    id: 1,
    postId: 10,
    parentId: null,
    author: grace,
    body: 'Congratulations! What did you cache?',
    createdAt: '2026-11-20T10:00:00.000Z',
    canDelete: false,
    replies: [
      {
        id: 2,
        postId: 10,
        parentId: 1,
        author: ada,
        body: 'Plain HTTP caching with ETags.',
        createdAt: '2026-11-20T10:05:00.000Z',
        canDelete: true,
      },
    ],
  },
];

export const moderation: ModerationItem[] = [
  {
    post: {
      ...post,
      id: 20,
      author: { ...post.author, name: 'Spammy Sam' },
      body: 'Buy followers now',
    },
    reports: [
      {
        reason: 'spam',
        note: 'An ad',
        reporter: grace,
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ],
  },
  { post: { ...post, id: 21, hidden: true }, reports: [] },
];

export const skillNames = new Map([
  [1, 'TypeScript'],
  [2, 'React'],
]);

export const event: FeedEvent = {
  id: 7,
  title: 'Async Rust evening',
  startsAt: '2026-12-03T18:00:00.000Z',
  endsAt: '2026-12-03T20:00:00.000Z',
  online: true,
  address: null,
  skills: [1],
};
