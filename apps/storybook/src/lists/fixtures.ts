import type {
  BidDetails,
  Conversation,
  GroupInvitation,
  JobRequestDetails,
  Message,
  Notification,
  Profile,
  ReceivedGroupInvitation,
  Skill,
} from '@hireloop/sdk';

// Story data: fictional people and companies. Timestamps are at midday UTC so the shown date is
// the same in every time zone a test might run in.

export const skills: Skill[] = [
  { id: 1, name: 'React' },
  { id: 2, name: 'TypeScript' },
  { id: 3, name: 'Node.js' },
  { id: 4, name: 'PostgreSQL' },
  { id: 5, name: 'Figma' },
  { id: 6, name: 'Product design' },
];

export const rangeJobRequest: JobRequestDetails = {
  id: 41,
  title: 'Senior React Engineer for a booking dashboard',
  description:
    'We are rebuilding the dashboard our venue partners use to manage bookings. You will own the front end with our product designer, from the component library to release.',
  type: 'job',
  minRate: 50,
  maxRate: 90,
  rateType: 'hourly',
  location: 'Lisbon',
  locationType: 'hybrid',
  department: 'Engineering',
  experience: 'senior',
  duration: '6-months',
  skills: [1, 2, 99],
  employerId: 7,
  status: 'active',
  createdAt: '2025-03-04T12:00:00.000Z',
  updatedAt: '2025-03-04T12:00:00.000Z',
  deadline: null,
  requestTarget: 'public',
  talentId: null,
  employerName: 'Marisol Quenby',
  companyName: 'Fernhollow Analytics',
  companyLogo: null,
  bidsCount: 3,
};

export const fixedTaskRequest: JobRequestDetails = {
  ...rangeJobRequest,
  id: 42,
  title: 'Audit the accessibility of our checkout',
  description:
    'A one-off review of four checkout screens against WCAG 2.2 AA, with a short report.',
  type: 'task',
  minRate: 500,
  maxRate: null,
  rateType: 'fixed',
  location: null,
  locationType: 'remote',
  skills: [5],
  status: 'paused',
  bidsCount: 0,
};

export const talent: Profile = {
  userId: 12,
  name: 'Tobiah Renwick',
  role: 'talent',
  title: 'Product Designer',
  bio: 'Eight years designing booking and payments flows; I prototype in Figma and ship with the engineers.',
  location: 'Porto, Portugal',
  hourlyRate: 65,
  skills: [5, 6, 1],
  profileImage: null,
  companyName: null,
  companyLogo: null,
};

const employer = { id: 7, name: 'Marisol Quenby', role: 'employer' as const, image: null };
const talentSummary = { id: 12, name: 'Tobiah Renwick', role: 'talent' as const, image: null };

export const pendingBid: BidDetails = {
  id: 301,
  kind: 'proposal',
  status: 'pending',
  jobRequestId: 41,
  employerId: 7,
  talentId: 12,
  rate: 72,
  message: 'I have shipped two booking dashboards in React; happy to walk you through them.',
  conversationId: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  jobRequest: {
    id: 41,
    title: 'Senior React Engineer for a booking dashboard',
    type: 'job',
    rateType: 'hourly',
    status: 'active',
  },
  employer,
  talent: talentSummary,
};

export const bids: BidDetails[] = [
  pendingBid,
  {
    ...pendingBid,
    id: 302,
    kind: 'outreach',
    status: 'accepted',
    rate: 500,
    conversationId: 901,
    jobRequest: {
      id: 42,
      title: 'Audit the accessibility of our checkout',
      type: 'task',
      rateType: 'fixed',
      status: 'filled',
    },
  },
  { ...pendingBid, id: 303, status: 'declined', rate: null },
  { ...pendingBid, id: 304, status: 'withdrawn', rate: 60 },
];

const message = (
  id: number,
  senderId: number,
  senderName: string,
  body: string,
  conversationId = 901,
  minute = 0,
): Message => ({
  id,
  conversationId,
  senderId,
  senderName,
  body,
  createdAt: `2025-03-06T12:${String(minute).padStart(2, '0')}:00.000Z`,
});

/** The signed-in user of the messaging stories (Tobiah, a talent). */
export const me = 12;

export const conversations: Conversation[] = [
  {
    id: 901,
    kind: 'direct',
    participant: employer,
    closed: false,
    lastMessage: message(5001, 7, 'Marisol Quenby', 'Could you start on Monday?'),
    unreadCount: 3,
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
  },
  {
    id: 902,
    kind: 'group',
    name: 'Checkout audit',
    ownerId: 7,
    memberCount: 4,
    lastMessage: message(5002, 31, 'Declan Ashworth-Pike', 'Report draft is in the folder.', 902),
    unreadCount: 0,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
  },
  {
    id: 903,
    kind: 'direct',
    participant: { id: 33, name: 'Priyanka Vellore', role: 'employer', image: null },
    closed: false,
    lastMessage: message(5003, me, 'Tobiah Renwick', 'Thanks, talk soon!', 903),
    unreadCount: 0,
    createdAt: '2025-02-20T12:00:00.000Z',
    updatedAt: '2025-02-21T12:00:00.000Z',
  },
  {
    id: 904,
    kind: 'group',
    name: 'Design crit',
    ownerId: 12,
    memberCount: 3,
    lastMessage: null,
    unreadCount: 0,
    createdAt: '2025-02-10T12:00:00.000Z',
    updatedAt: '2025-02-10T12:00:00.000Z',
  },
];

export const thread: Message[] = [
  message(4001, 7, 'Marisol Quenby', 'Hi Tobiah, thanks for the proposal.', 901, 1),
  message(4002, me, 'Tobiah Renwick', 'Happy to help!\nWhen would you like to start?', 901, 3),
  message(4003, 7, 'Marisol Quenby', 'Could you start on Monday?', 901, 5),
];

export const notifications: Notification[] = [
  {
    id: 1,
    type: 'bid_received',
    title: 'New proposal on Senior React Engineer',
    body: 'Tobiah Renwick sent a proposal at $72 / hour.',
    link: '/bid-manager',
    read: false,
    createdAt: '2025-03-06T12:00:00.000Z',
  },
  {
    id: 2,
    type: 'new_message',
    title: 'Message from Marisol Quenby',
    body: 'Could you start on Monday?',
    link: '/messages',
    read: false,
    createdAt: '2025-03-06T11:00:00.000Z',
  },
  {
    id: 3,
    type: 'subscription_activated',
    title: 'Lite is active',
    body: 'You can now send proposals on every public request.',
    link: null,
    read: true,
    createdAt: '2025-03-01T12:00:00.000Z',
  },
];

// Group invitations (issue 14)

export const receivedInvitations: ReceivedGroupInvitation[] = [
  {
    id: 31,
    groupId: 12,
    groupName: 'Brightpath design guild',
    memberCount: 4,
    invitedBy: { id: 3, name: 'Aisha Bello', role: 'employer', image: null },
    createdAt: '2025-03-04T12:00:00.000Z',
  },
  {
    id: 30,
    groupId: 9,
    groupName: 'Launch crew',
    memberCount: 1,
    invitedBy: null,
    createdAt: '2025-03-01T12:00:00.000Z',
  },
];

export const pendingInvitations: GroupInvitation[] = [
  {
    id: 44,
    user: { id: 21, name: 'Marisol Quenby', role: 'talent', image: null },
    createdAt: '2025-03-04T12:00:00.000Z',
  },
  {
    id: 45,
    user: { id: 22, name: 'Tom Lindqvist', role: 'employer', image: null },
    createdAt: '2025-03-05T12:00:00.000Z',
  },
];
