import type {
  LibraryCollection,
  LibraryResource,
  LibraryResourceSummary,
} from '@hireloop/sdk/schemas';

export const guide: LibraryResourceSummary = {
  id: 3,
  title: 'Write a profile that gets you hired',
  kind: 'guide',
  audience: 'talent',
  requiredPlan: 'none',
  summary: 'Title, bio, rate and skills: what employers read first.',
  skills: [],
  status: 'published',
  publishedAt: '2031-03-01T10:00:00.000Z',
  updatedAt: '2031-03-01T10:00:00.000Z',
  attachmentCount: 0,
  locked: false,
  progress: 'completed',
};

export const lockedTemplate: LibraryResourceSummary = {
  ...guide,
  id: 5,
  title: 'Proposal template that wins fixed-price projects',
  kind: 'template',
  requiredPlan: 'lite',
  summary: 'A proven structure for proposals. Lite members.',
  attachmentCount: 1,
  locked: true,
  progress: 'not_started',
};

/** The body the library's tests attack: HTML (scripts, event handlers) and script links. */
export const HOSTILE_MARKDOWN = [
  '# Proposal template',
  '',
  'Safe **bold** text and a [safe link](https://example.com/guide).',
  '',
  '<script>window.__libraryXss = "script"</script>',
  '',
  '<img src="x" onerror="window.__libraryXss = \'onerror\'">',
  '',
  '<a href="#" onclick="window.__libraryXss = \'onclick\'">html link</a>',
  '',
  '[script link](javascript:window.__libraryXss=%27href%27)',
  '',
  '![tracking](javascript:alert(1))',
  '',
  '| Step | Deliverable |',
  '| --- | --- |',
  '| 1 | Plan |',
  '',
  '- [x] Read the brief',
  '- [ ] Ask one question',
].join('\n');

export const readable: LibraryResource = {
  ...lockedTemplate,
  locked: false,
  progress: 'started',
  body: HOSTILE_MARKDOWN,
  videoUrl: null,
  attachments: [
    { id: 11, fileName: 'proposal-template.pdf', contentType: 'application/pdf', size: 48_213 },
  ],
};

export const locked: LibraryResource = {
  ...lockedTemplate,
  body: null,
  videoUrl: null,
  attachments: [],
};

export const collection: LibraryCollection = {
  id: 1,
  title: 'Getting started as talent',
  description: 'From a profile employers read to your first engagement, in order.',
  status: 'published',
  publishedAt: '2031-03-02T10:00:00.000Z',
  items: [
    guide,
    {
      ...guide,
      id: 4,
      title: 'Your first week on a new engagement',
      kind: 'checklist',
      progress: 'started',
    },
    lockedTemplate,
  ],
  progress: { completed: 1, total: 3, state: 'started' },
};
