/**
 * The waitlist modal's designed content (SPEC §4 names the carousels, not what they say). The
 * people and companies are fictional: the quotes describe what Hireloop does for each side, and an
 * app should pass its own customers' words (with their consent) through the modal's props.
 */

/** One testimonial slide. */
export interface Testimonial {
  quote: string;
  name: string;
  /** Their role, and company for employers, e.g. "Head of Talent, Fernhollow Analytics". */
  role: string;
}

/** One slide of the Lite feature carousel. */
export interface LiteFeature {
  title: string;
  description: string;
}

/** Designed: employers on hiring through Hireloop (fictional names). */
export const DEFAULT_EMPLOYER_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We filled a senior data engineering role in nine days. The proposals told us the rate and the approach up front, so our interviews were about fit instead of basics.',
    name: 'Marisol Quenby',
    role: 'Head of Talent, Fernhollow Analytics',
  },
  {
    quote:
      'Task requests changed how we hire. We post a two-week piece of work, read the proposals over coffee and usually start the following Monday.',
    name: 'Declan Ashworth-Pike',
    role: 'Founder, Tidewater Kitchens',
  },
  {
    quote:
      'Because talent join in small groups, the people here are active and answer quickly. Our outreach reply rate is the best we have had anywhere.',
    name: 'Priyanka Vellore',
    role: 'Engineering Manager, Northgale Robotics',
  },
];

/** Designed: talent on getting work through Hireloop (fictional names). */
export const DEFAULT_TALENT_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I finished my profile and added my skills on a Sunday. By Thursday an employer had sent me a direct job request.',
    name: 'Tobiah Renwick',
    role: 'Product Designer',
  },
  {
    quote:
      'Lite took me off the waitlist the same afternoon. My first project covered the annual plan several times over.',
    name: 'Ines Marchetti-Hale',
    role: 'Full-stack Developer',
  },
  {
    quote:
      'Every request states the rate and the scope before anyone talks, so I only spend time on work I actually want.',
    name: 'Kwame Osei-Brandt',
    role: 'Data Analyst',
  },
];

/** Designed: what Lite gives a talent (SPEC §1: Lite skips the waitlist). */
export const DEFAULT_LITE_FEATURES: readonly LiteFeature[] = [
  {
    title: 'Skip the queue',
    description: 'Browse opportunities and send proposals today instead of waiting for your spot.',
  },
  {
    title: 'Send proposals',
    description: 'Bid on public jobs, projects and tasks with your rate and a message.',
  },
  {
    title: 'Receive direct job requests',
    description: 'Employers can send requests straight to you as soon as your profile is live.',
  },
  {
    title: 'Message employers',
    description: 'Agree scope, rates and start dates in direct conversations and groups.',
  },
];

/** Designed: the modal's title and description (SPEC §2 names the modal, not its words). */
export const WAITLIST_MODAL_TEXTS = {
  title: "You're on the waitlist",
  description:
    'Hireloop opens to new talent in small groups. Complete your profile to move up the queue, or skip the wait with Lite.',
  employerTestimonials: 'What employers say',
  talentTestimonials: 'What talent say',
} as const;
