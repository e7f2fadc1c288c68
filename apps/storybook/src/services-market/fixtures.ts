import type {
  OrderDetails,
  OrderSummary,
  Review,
  ServiceDetails,
  ServiceSummary,
} from '@hireloop/sdk/schemas';

// Story data: fictional services and orders, dated far ahead so nothing is late by accident.

const ada = { id: 11, name: 'Ada Lovelace', role: 'talent' as const, image: null };
const grace = { id: 21, name: 'Grace Hopper', role: 'employer' as const, image: null };

export const skills = [
  { id: 1, name: 'React' },
  { id: 2, name: 'TypeScript' },
  { id: 3, name: 'Accessibility' },
];
export const skillNames = new Map(skills.map((s) => [s.id, s.name]));

export const summary: ServiceSummary = {
  id: 7,
  title: 'Accessibility audit of your React app',
  seller: { kind: 'talent', id: 11, name: 'Ada Lovelace', image: null, slug: null },
  skills: [1, 3],
  startingPrice: 250,
  fastestDeliveryDays: 3,
  rating: { average: 4.6, count: 12 },
  status: 'published',
  createdAt: '2031-04-01T12:00:00.000Z',
  updatedAt: '2031-04-01T12:00:00.000Z',
};

export const draft: ServiceSummary = {
  ...summary,
  id: 8,
  title: 'Design system starter kit',
  seller: { kind: 'collective', id: 4, name: 'Pixel Guild', image: null, slug: 'pixel-guild' },
  rating: { average: null, count: 0 },
  status: 'draft',
};

export const service: ServiceDetails = {
  ...summary,
  description:
    'I test your app with a screen reader and the keyboard, and write up what to fix.\n\n<b>Not bold</b>: text only.',
  tiers: [
    {
      name: 'Starter',
      description: 'One page, a short report.',
      price: 250,
      deliveryDays: 3,
      revisions: 1,
    },
    {
      name: 'Standard',
      description: 'Up to five pages.',
      price: 600,
      deliveryDays: 7,
      revisions: 2,
    },
    {
      name: 'Advanced',
      description: 'The whole app, with fixes.',
      price: 1500,
      deliveryDays: 14,
      revisions: 3,
    },
  ],
  addOns: [
    { name: 'Video walkthrough', price: 80, extraDays: 1 },
    { name: 'Express delivery', price: 150, extraDays: 0 },
  ],
  questions: [
    { text: 'Where is the app (a link and a test account)?', required: true },
    { text: 'Which pages matter most?', required: false },
  ],
  deliveredBy: ada,
  canManage: false,
  canBuy: true,
  completedOrders: 14,
};

export const review: Review = {
  id: 3,
  orderId: 41,
  service: { id: 7, title: service.title },
  side: 'buyer',
  author: grace,
  subject: ada,
  rating: 5,
  body: 'Thorough and clear.\n<script>alert(1)</script> stays text.',
  createdAt: '2031-04-20T12:00:00.000Z',
  updatedAt: '2031-04-20T12:00:00.000Z',
  editableUntil: '2031-04-27T12:00:00.000Z',
};

export const orderSummary: OrderSummary = {
  id: 41,
  state: 'in_progress',
  side: 'buyer',
  service: { id: 7, title: service.title },
  seller: summary.seller,
  deliveredBy: ada,
  buyer: grace,
  tierIndex: 1,
  tier: service.tiers[1]!,
  addOns: [service.addOns[0]!],
  total: 680,
  deliveryDays: 8,
  revisionsAllowed: 2,
  revisionsUsed: 0,
  paymentStatus: 'paid',
  paidAt: '2031-04-10T12:00:00.000Z',
  requirementsDueAt: '2031-04-12T12:00:00.000Z',
  startedAt: '2031-04-10T13:00:00.000Z',
  dueAt: '2031-04-18T13:00:00.000Z',
  deliveredAt: null,
  autoCompleteAt: null,
  completedAt: null,
  cancelledAt: null,
  actions: ['dispute'],
  createdAt: '2031-04-10T11:55:00.000Z',
  updatedAt: '2031-04-10T13:00:00.000Z',
};

const baseEvents: OrderDetails['events'] = [
  { id: 1, kind: 'placed', actor: 'buyer', message: null, createdAt: '2031-04-10T11:55:00.000Z' },
  { id: 2, kind: 'paid', actor: 'system', message: null, createdAt: '2031-04-10T12:00:00.000Z' },
];

export const awaitingRequirements: OrderDetails = {
  ...orderSummary,
  state: 'awaiting_requirements',
  startedAt: null,
  dueAt: null,
  actions: ['submit_requirements', 'cancel'],
  questions: service.questions,
  answers: null,
  events: baseEvents,
  reviews: { buyer: null, seller: null },
  canReview: false,
  canEditReview: false,
  dispute: null,
  conversationId: 5,
  engagementId: null,
};

export const delivered: OrderDetails = {
  ...awaitingRequirements,
  state: 'delivered',
  startedAt: '2031-04-10T13:00:00.000Z',
  dueAt: '2031-04-18T13:00:00.000Z',
  deliveredAt: '2031-04-15T09:00:00.000Z',
  autoCompleteAt: '2031-04-29T09:00:00.000Z',
  actions: ['request_revision', 'complete', 'dispute'],
  answers: ['https://app.example, user demo / demo', ''],
  events: [
    ...baseEvents,
    {
      id: 3,
      kind: 'requirements_submitted',
      actor: 'buyer',
      message: null,
      createdAt: '2031-04-10T13:00:00.000Z',
    },
    {
      id: 4,
      kind: 'delivered',
      actor: 'seller',
      message: 'The report is attached in our conversation.\nSix issues, two serious.',
      createdAt: '2031-04-15T09:00:00.000Z',
    },
  ],
  engagementId: 9,
};

export const sellerInProgress: OrderDetails = {
  ...delivered,
  state: 'in_progress',
  side: 'seller',
  deliveredAt: null,
  autoCompleteAt: null,
  actions: ['deliver', 'cancel', 'dispute'],
  events: delivered.events.slice(0, 3),
};

export const completed: OrderDetails = {
  ...delivered,
  state: 'completed',
  completedAt: '2031-04-16T10:00:00.000Z',
  actions: [],
  canReview: true,
  events: [
    ...delivered.events,
    {
      id: 5,
      kind: 'completed',
      actor: 'buyer',
      message: null,
      createdAt: '2031-04-16T10:00:00.000Z',
    },
  ],
  reviews: {
    buyer: null,
    seller: {
      ...review,
      id: 4,
      side: 'seller',
      author: ada,
      subject: grace,
      body: 'Clear requirements, quick answers.',
    },
  },
};

export const disputed: OrderDetails = {
  ...delivered,
  state: 'disputed',
  actions: [],
  side: null,
  dispute: {
    openedBy: 'buyer',
    reason: 'The report covers one page, the tier promised five.',
    openedAt: '2031-04-16T08:00:00.000Z',
    resolution: null,
    note: null,
    resolvedAt: null,
  },
  events: [
    ...delivered.events,
    {
      id: 5,
      kind: 'disputed',
      actor: 'buyer',
      message: 'The report covers one page, the tier promised five.',
      createdAt: '2031-04-16T08:00:00.000Z',
    },
  ],
};
