/**
 * Talent of the demo: the demo talent account (a partly complete profile, so the waitlist's
 * `TEXTS.waitlistTasks.profile` task is still open while `TEXTS.waitlistTasks.skills` is done —
 * SPEC §5) and a dozen complete profiles for the talent explorer and direct requests.
 */
export interface TalentSeed {
  /** The key job requests use to address a direct request to this talent. */
  key: string;
  email: string;
  name: string;
  title: string | null;
  bio: string | null;
  location: string | null;
  hourlyRate: number | null;
  /** Skill names from the catalogue (skills.ts). */
  skills: string[];
  profileImage: string | null;
}

/** The demo talent: title, bio and skills filled in; location and hourly rate left to the visitor. */
export const DEMO_TALENT: TalentSeed = {
  key: 'demo-talent',
  email: 'talent@hireloop.dev',
  name: 'Jordan Rivera',
  title: 'Full-stack developer',
  bio: 'Full-stack developer who likes small teams and shipping often. Five years of TypeScript, React and Node.js, mostly on B2B SaaS dashboards and internal tools.',
  location: null,
  hourlyRate: null,
  skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
  profileImage: null,
};

/**
 * The second demo talent (issue 20): a complete profile on the Lite plan (no waitlist), who has
 * sent proposals, works for the demo employer with weekly check-ins and has saved requests.
 */
export const DEMO_LITE_TALENT: TalentSeed = {
  key: 'lite-talent',
  email: 'lite@hireloop.dev',
  name: 'Noor Haddad',
  title: 'Frontend engineer',
  bio: 'Frontend engineer who turns designs into fast, accessible React apps. Six years on e-commerce and logistics products; I care about slow phones and screen readers.',
  location: 'Lisbon, Portugal',
  hourlyRate: 75,
  skills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Web Accessibility', 'Playwright'],
  profileImage: null,
};

export const TALENT: readonly TalentSeed[] = [
  {
    key: 'amara',
    email: 'amara.okafor@talent.hireloop.dev',
    name: 'Amara Okafor',
    title: 'Senior backend engineer',
    bio: 'Backend engineer with nine years on payments and marketplaces. I design APIs that stay boring under load: PostgreSQL, Go and Node.js, with solid observability from day one.',
    location: 'Lagos, Nigeria',
    hourlyRate: 85,
    skills: [
      'Go',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'REST API Design',
      'Kubernetes',
      'Stripe Integration',
    ],
    profileImage: null,
  },
  {
    key: 'lukas',
    email: 'lukas.schneider@talent.hireloop.dev',
    name: 'Lukas Schneider',
    title: 'Product designer',
    bio: 'Product designer focused on complex B2B workflows. I run lightweight research, build design systems in Figma and pair with engineers until the details ship.',
    location: 'Berlin, Germany',
    hourlyRate: 95,
    skills: ['UX Design', 'UI Design', 'Figma', 'Design Systems', 'Prototyping', 'UX Research'],
    profileImage: null,
  },
  {
    key: 'priya',
    email: 'priya.raman@talent.hireloop.dev',
    name: 'Priya Raman',
    title: 'Data scientist',
    bio: 'Data scientist who turns messy product data into decisions. Forecasting, experimentation and recommendation models, from notebook to a scheduled pipeline the team can own.',
    location: 'Bengaluru, India',
    hourlyRate: 70,
    skills: [
      'Python',
      'pandas',
      'scikit-learn',
      'Machine Learning',
      'A/B Testing',
      'SQL',
      'Statistics',
    ],
    profileImage: null,
  },
  {
    key: 'mateo',
    email: 'mateo.gonzalez@talent.hireloop.dev',
    name: 'Mateo González',
    title: 'Mobile developer (React Native & Swift)',
    bio: 'I build and rescue mobile apps: offline-first React Native apps, native Swift modules when performance matters, and release pipelines that make store reviews uneventful.',
    location: 'Buenos Aires, Argentina',
    hourlyRate: 60,
    skills: ['React Native', 'Swift', 'SwiftUI', 'TypeScript', 'Expo', 'iOS Development'],
    profileImage: null,
  },
  {
    key: 'hannah',
    email: 'hannah.whitfield@talent.hireloop.dev',
    name: 'Hannah Whitfield',
    title: 'B2B content strategist and copywriter',
    bio: 'Former journalist writing for developer tools and fintech: landing pages, long-form guides and email sequences that rank and convert without sounding like marketing.',
    location: 'Manchester, United Kingdom',
    hourlyRate: 65,
    skills: [
      'Copywriting',
      'Content Marketing',
      'Search Engine Optimization',
      'Technical Writing',
      'Email Marketing',
    ],
    profileImage: null,
  },
  {
    key: 'kenji',
    email: 'kenji.watanabe@talent.hireloop.dev',
    name: 'Kenji Watanabe',
    title: 'DevOps and platform engineer',
    bio: 'Platform engineer: Terraform-managed AWS, Kubernetes clusters that upgrade themselves, CI that finishes in minutes, and on-call rotations people do not dread.',
    location: 'Osaka, Japan',
    hourlyRate: 90,
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Docker', 'GitHub Actions', 'Prometheus', 'Grafana'],
    profileImage: null,
  },
  {
    key: 'sofia',
    email: 'sofia.marchetti@talent.hireloop.dev',
    name: 'Sofia Marchetti',
    title: 'Brand and visual designer',
    bio: 'Brand identities for early-stage companies: logo, type, colour and the illustration style that ties a product together, delivered as a usable brand book.',
    location: 'Milan, Italy',
    hourlyRate: 75,
    skills: ['Brand Identity', 'Logo Design', 'Adobe Illustrator', 'Illustration', 'Figma'],
    profileImage: null,
  },
  {
    key: 'david',
    email: 'david.cohen@talent.hireloop.dev',
    name: 'David Cohen',
    title: 'Fractional CFO',
    bio: 'Fractional CFO for seed to Series B startups: financial models investors trust, monthly close in Xero or QuickBooks, and board reporting that takes hours instead of days.',
    location: 'Tel Aviv, Israel',
    hourlyRate: 140,
    skills: ['Financial Modeling', 'FP&A', 'Fundraising', 'Accounting', 'Xero', 'Excel'],
    profileImage: null,
  },
  {
    key: 'chloe',
    email: 'chloe.martin@talent.hireloop.dev',
    name: 'Chloé Martin',
    title: 'Growth marketer',
    bio: 'Performance and lifecycle marketing for SaaS. I set up tracking properly first, then run paid search, paid social and onboarding emails against one clear number.',
    location: 'Lyon, France',
    hourlyRate: 80,
    skills: [
      'Growth Marketing',
      'Google Ads',
      'Meta Ads',
      'Google Analytics',
      'HubSpot',
      'Conversion Rate Optimization',
    ],
    profileImage: null,
  },
  {
    key: 'thabo',
    email: 'thabo.nkosi@talent.hireloop.dev',
    name: 'Thabo Nkosi',
    title: 'Frontend engineer',
    bio: 'Frontend engineer who cares about speed and accessibility. React and Next.js apps with typed APIs, tested components and Core Web Vitals in the green.',
    location: 'Cape Town, South Africa',
    hourlyRate: 55,
    skills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Web Accessibility', 'Playwright'],
    profileImage: null,
  },
  {
    key: 'elena',
    email: 'elena.petrova@talent.hireloop.dev',
    name: 'Elena Petrova',
    title: 'Machine learning engineer (NLP)',
    bio: 'ML engineer working on search and language: retrieval pipelines, fine-tuned transformers and LLM features with evaluation sets instead of vibes.',
    location: 'Sofia, Bulgaria',
    hourlyRate: 110,
    skills: [
      'Python',
      'PyTorch',
      'Natural Language Processing',
      'Large Language Models',
      'Elasticsearch',
      'Prompt Engineering',
    ],
    profileImage: null,
  },
  {
    key: 'marcus',
    email: 'marcus.johnson@talent.hireloop.dev',
    name: 'Marcus Johnson',
    title: 'Sales development lead',
    bio: 'Built outbound teams at two B2B startups. I write sequences, clean up the CRM, coach SDRs and hand over a repeatable pipeline with the playbook documented.',
    location: 'Atlanta, GA, United States',
    hourlyRate: 70,
    skills: ['B2B Sales', 'Lead Generation', 'Cold Outreach', 'Salesforce', 'Sales Enablement'],
    profileImage: null,
  },
  {
    key: 'aiko',
    email: 'aiko.tanaka@talent.hireloop.dev',
    name: 'Aiko Tanaka',
    title: 'Technical writer',
    bio: 'Technical writer for APIs and developer platforms: reference docs generated from the source, tutorials that run, and migration guides people actually finish.',
    location: 'Vancouver, Canada',
    hourlyRate: 68,
    skills: ['Technical Writing', 'Editing', 'REST API Design', 'UX Writing', 'Localization'],
    profileImage: null,
  },
];
