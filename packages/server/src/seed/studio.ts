import { Permission, STUDIO_FEATURES } from '@shutterday/domain';
import { hashPassword } from '../modules/accounts/services/passwords';
import { STUDIO_PERMISSIONS } from '../modules/studios/services/setup';
import type { Transaction } from '../db/client';
import { jobGreenScreens, jobOrderServices, jobs, organizationContacts, organizations, studioFeatures, studios } from '../db/schema';
import { usersRepository } from '../modules/accounts/repositories/users';
import { DEMO } from './demo-constants';

export interface SeededStudio {
  studioId: number;
  jobs: { lincoln: number; tigers: number; archived: number };
}

/** The demo studio, its two administrators' accounts, organizations and jobs. */
export async function seedStudio(tx: Transaction): Promise<SeededStudio> {
  const [studio] = await tx
    .insert(studios)
    .values({
      name: DEMO.studio.name,
      slug: DEMO.studio.slug,
      accessCode: DEMO.studio.accessCode,
      email: DEMO.studioAdmin.email,
      phone: '(555) 010-2026',
      rspoEnabled: true,
      // Connected to a sandbox account and verified, so the demo takes payments at once (docs/server.md "Payouts").
      stripeAccountId: 'acct_sandbox_demo',
      stripeVerified: true,
    })
    .returning();
  const studioId = studio!.id;
  await tx.insert(studioFeatures).values(STUDIO_FEATURES.map((f) => ({ studioId, featureIdentifier: f.identifier })));

  const [adminHash, studioHash] = await Promise.all([hashPassword(DEMO.systemAdmin.password), hashPassword(DEMO.studioAdmin.password)]);
  await usersRepository.create(tx, { ...DEMO.systemAdmin, passwordHash: adminHash, studioId: null, isSystemAdmin: true, permissions: [Permission.SystemAdmin] });
  await usersRepository.create(tx, { ...DEMO.studioAdmin, passwordHash: studioHash, studioId, permissions: STUDIO_PERMISSIONS });

  const [lincoln, tigers] = await tx
    .insert(organizations)
    .values([
      { studioId, name: 'Lincoln Elementary', type: 'school' },
      { studioId, name: 'Riverside Tigers', type: 'sport' },
    ])
    .returning();
  await tx.insert(organizationContacts).values([
    { organizationId: lincoln!.id, name: 'Dana Whitfield', email: 'office@lincoln.test', phone: '(555) 201-3300', line1: '400 Lincoln Ave', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    { organizationId: tigers!.id, name: 'Coach Ray Alvarez', email: 'coach@riversidetigers.test', phone: '(555) 204-8800', line1: '12 Riverside Park', city: 'Springfield', state: 'IL', postalCode: '62702', country: 'US' },
  ]);

  const year = new Date().getUTCFullYear();
  const [lincolnJob, tigersJob, archivedJob] = await tx
    .insert(jobs)
    .values([
      { studioId, organizationId: lincoln!.id, name: 'Lincoln Fall Picture Day', accessCode: 'LINCOLN26', published: true, prepayAvailable: true, galleryAvailable: true, pictureDay: `${year}-09-18`, enableYearBookPoseSelection: true },
      { studioId, organizationId: tigers!.id, name: 'Tigers Team Day', accessCode: 'TIGERS26', published: true, prepayAvailable: false, galleryAvailable: true, pictureDay: `${year}-10-04` },
      { studioId, organizationId: lincoln!.id, name: 'Archived 2025', published: true, archived: true, galleryAvailable: true, pictureDay: '2025-09-20', versionMajor: 2 },
    ])
    .returning();
  await tx.insert(jobOrderServices).values([
    { jobId: lincolnJob!.id, allowRetouch: true, allowNameOnAllPrints: true, allowNameOnWallets: true },
    { jobId: tigersJob!.id, allowRetouch: true, allowNameOnAllPrints: false, allowNameOnWallets: true },
    { jobId: archivedJob!.id },
  ]);
  return { studioId, jobs: { lincoln: lincolnJob!.id, tigers: tigersJob!.id, archived: archivedJob!.id } };
}

export async function linkGreenScreens(tx: Transaction, jobIds: number[], backgroundIds: number[]): Promise<void> {
  await tx.insert(jobGreenScreens).values(jobIds.flatMap((jobId) => backgroundIds.map((greenScreenBackgroundId) => ({ jobId, greenScreenBackgroundId }))));
}
