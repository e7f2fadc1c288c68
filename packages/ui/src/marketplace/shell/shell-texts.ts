/**
 * The shell's texts. SPEC §2 quotes the first group exactly; the rest are designed where SPEC says
 * nothing (labels for screen readers, the mobile menu's title, the sticky messages' button).
 * The nav labels live with their routes in `navigation.ts`.
 */
export const SHELL_TEXTS = {
  /** SPEC §2: the sidebar upgrade button, per account type. */
  upgrade: { talent: 'Upgrade to Lite', employer: 'Start Subscription' },
  /** SPEC §2: the header button for employers. */
  jobRequest: 'Job Request',
  /** SPEC §2: the employer's profile card without a company logo or name. */
  completeCompanyProfile: 'Complete company profile',
  /** SPEC §2: the talent's profile card label. */
  talentAccount: 'Talent Account',
  /** SPEC §2: the account menu's last item. */
  logOut: 'Log Out',
  /** SPEC §2: "Switch to Talent and Switch to Employer", keyed by the type switched to. */
  switchTo: { talent: 'Switch to Talent', employer: 'Switch to Employer' },
  /** SPEC §2 "A notifications bell". */
  notifications: 'Notifications',

  /** Designed: the bell's accessible name while some notifications are unread. */
  notificationsUnread: (count: number) => `Notifications (${count} unread)`,
  /** Designed: read after "Messages" by screen readers when messages are unread. */
  messagesUnread: (count: number) => `(${count} unread)`,
  /** Designed: the account menu's trigger. */
  accountMenu: 'Account menu',
  /** Designed: the mobile menu button, and the slide-out menu's title and description. */
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  menuDescription: 'Pages and tools of your account.',
  /** Designed: the first link of the page, for keyboard users. */
  skipToContent: 'Skip to content',
  /** Designed: the names of the two navigation landmarks (sidebar and header). */
  primaryNav: 'Main',
  topNav: 'Tools',
  /** Designed: the employer logo's alternative text. */
  companyLogo: (companyName: string | null | undefined) =>
    companyName ? `${companyName} logo` : 'Company logo',
  /** Designed: the sticky messages' region, their level for screen readers, and the button. */
  announcements: 'Announcements',
  levels: { info: 'Information', warning: 'Warning', critical: 'Critical' },
  markAsRead: 'Mark as read',
} as const;
