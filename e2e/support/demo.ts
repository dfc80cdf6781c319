/** The demo data of DESIGN §6, seeded into the database the journeys run against. */
export const DEMO = {
  systemAdmin: { email: 'admin@shutterday.test', password: 'Admin-demo-2026!' },
  studioAdmin: { email: 'studio@shutterday.test', password: 'Studio-demo-2026!' },
  studio: { name: 'Demo Photo Co', slug: 'demo', accessCode: 'DEMO2026' },
  jobs: { lincoln: 'Lincoln Fall Picture Day', tigers: 'Tigers Team Day', archived: 'Archived 2025' },
  /** The jobs' access codes, printed on the picture-day flyers. */
  jobCodes: { lincoln: 'LINCOLN26' },
  order: { email: 'parent@shutterday.test', number: '100001' },
} as const;
