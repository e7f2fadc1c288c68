/**
 * Employers of the demo: the demo employer, the admin (an employer account with `isAdmin`), and
 * three more companies so the talent's opportunities come from more than one employer. Every
 * employer except the admin gets an active yearly employer subscription.
 */
export interface EmployerSeed {
  /** The key job requests use to name their employer. */
  key: string;
  email: string;
  name: string;
  title: string;
  companyName: string;
  /** Demo companies have no logo: the app shows the company name (SPEC §2) and needs no image host. */
  companyLogo: string | null;
  bio: string;
  location: string;
  isAdmin: boolean;
  /** Whether the employer gets an active `employer-year` subscription. */
  subscribed: boolean;
}

export const DEMO_EMPLOYER: EmployerSeed = {
  key: 'demo-employer',
  email: 'employer@hireloop.dev',
  name: 'Morgan Ellis',
  title: 'Head of Engineering',
  companyName: 'Northwind Labs',
  companyLogo: null,
  bio: 'Northwind Labs builds logistics software for independent retailers: inventory, fulfilment and delivery tracking in one place.',
  location: 'Amsterdam, Netherlands',
  isAdmin: false,
  subscribed: true,
};

export const DEMO_ADMIN: EmployerSeed = {
  key: 'admin',
  email: 'admin@hireloop.dev',
  name: 'Hireloop Admin',
  title: 'Marketplace operations',
  companyName: 'Hireloop',
  companyLogo: null,
  bio: 'Runs the Hireloop marketplace: announcements, check-ins and support.',
  location: 'Remote',
  isAdmin: true,
  subscribed: false,
};

/**
 * The demo recruiter (issue 16): an employer account that is a recruiter in the demo employer's
 * company (Northwind Labs), acting for it; its own one-person company has no plan.
 */
export const DEMO_RECRUITER: EmployerSeed = {
  key: 'demo-recruiter',
  email: 'recruiter@hireloop.dev',
  name: 'Riley Chen',
  title: 'Technical recruiter',
  companyName: 'Northwind Labs',
  companyLogo: null,
  bio: 'Recruits engineers and designers for Northwind Labs.',
  location: 'Rotterdam, Netherlands',
  isAdmin: false,
  subscribed: false,
};

export const EMPLOYERS: readonly EmployerSeed[] = [
  {
    key: 'brightpath',
    email: 'hiring@brightpath.example',
    name: 'Aisha Bello',
    title: 'COO',
    companyName: 'BrightPath Health',
    companyLogo: null,
    bio: 'BrightPath Health makes appointment booking and follow-up software for physiotherapy and dental clinics.',
    location: 'Toronto, Canada',
    isAdmin: false,
    subscribed: true,
  },
  {
    key: 'fernbank',
    email: 'talent@fernbank.example',
    name: 'Tom Lindqvist',
    title: 'Founder & CEO',
    companyName: 'Fernbank Finance',
    companyLogo: null,
    bio: 'Fernbank Finance is a spend-management platform for small businesses in the Nordics.',
    location: 'Stockholm, Sweden',
    isAdmin: false,
    subscribed: true,
  },
  {
    key: 'lumen',
    email: 'studio@lumenmedia.example',
    name: 'Grace Kim',
    title: 'Creative Director',
    companyName: 'Lumen Media',
    companyLogo: null,
    bio: 'Lumen Media is an independent studio producing podcasts, brand films and content for education companies.',
    location: 'Austin, TX, United States',
    isAdmin: false,
    subscribed: true,
  },
];
