import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { couponCodes, jobs, jobWorkflows, orderPrintFiles, orders, organizations, packages, packageSets, promotions, studios, subjectGroups, subjects, workflows } from '../db/schema';
import { makePrintFile, planPrintFiles } from '../modules/fulfilment';
import { STUDIO_PERMISSIONS } from '../modules/studios/services/setup';
import { hashPassword } from '../modules/accounts/services/passwords';
import { studiosRepository } from '../modules/studios/repositories/studios';
import { usersRepository } from '../modules/accounts/repositories/users';

/**
 * THE HOSTILE FIXTURE: how the route-table suite fills a path parameter, by its name. Two studios:
 * the victim (the demo studio, id 1, with one of everything) and the attacker (seeded below). Each entry
 * says where the victim's value comes from (a query on the seeded database) and, for the resources the
 * attacker owns, the attacker's own value. A route whose path names a parameter missing here fails the
 * suite: add an entry, and a seed line in `loadFixture` when the attacker should own one too.
 */
export interface Seeded {
  attacker: {
    studioId: number; userId: number; organizationId: number; jobId: number; subjectId: number; email: string; password: string; slug: string;
    packageSetId: number; packageId: number; couponCodeId: number; promotionId: number; groupId: number; workflowId: number;
  };
}

interface FixtureEntry {
  victim: SQL | string;
  attacker?: (seeded: Seeded) => string | number;
}

export const HOSTILE_FIXTURE: Record<string, FixtureEntry> = {
  studioId: { victim: '1', attacker: (s) => s.attacker.studioId },
  studioSlug: { victim: 'demo', attacker: (s) => s.attacker.slug },
  organizationId: { victim: sql`select min(id) from organizations where studio_id = 1`, attacker: (s) => s.attacker.organizationId },
  jobId: { victim: sql`select min(id) from jobs where studio_id = 1`, attacker: (s) => s.attacker.jobId },
  subjectId: { victim: sql`select min(s.id) from subjects s join jobs j on j.id = s.job_id where j.studio_id = 1`, attacker: (s) => s.attacker.subjectId },
  orderNumber: { victim: sql`select min(order_number) from orders where studio_id = 1` },
  orderId: { victim: sql`select min(id) from orders where studio_id = 1` },
  // A ready print file of the victim's order (`makeVictimPrintFile` makes it before the fixture is read).
  fileId: { victim: sql`select min(f.id) from order_print_files f join orders o on o.id = f.order_id where f.status = 'ready' and o.order_number = (select min(order_number) from orders where studio_id = 1)` },
  imageId: { victim: sql`select min(i.id) from images i join subjects s on s.id = i.subject_id join jobs j on j.id = s.job_id where j.studio_id = 1` },
  imageLookupId: { victim: sql`select min(id) from images where job_id = (select min(id) from jobs where studio_id = 1)` },
  greenScreenId: { victim: sql`select min(green_screen_background_id) from job_green_screens where job_id = (select min(id) from jobs where studio_id = 1)` },
  backgroundId: { victim: sql`select min(id) from green_screen_backgrounds where studio_id = 1` },
  variant: { victim: 'preview' },
  // A well-formed logo name that no upload made: the public logo route answers 404.
  logoName: { victim: '00000000-0000-4000-8000-000000000000.png' },
  linkId: { victim: 'not-a-real-link-0123456789abcdef' },
  // The demo studio's access code (the home page's code box).
  code: { victim: 'DEMO2026' },
  packageSetId: { victim: sql`select min(id) from package_sets where studio_id = 1`, attacker: (s) => s.attacker.packageSetId },
  packageId: { victim: sql`select min(id) from packages where studio_id = 1`, attacker: (s) => s.attacker.packageId },
  couponCodeId: { victim: sql`select min(id) from coupon_codes where studio_id = 1`, attacker: (s) => s.attacker.couponCodeId },
  promotionId: { victim: sql`select min(p.id) from promotions p join jobs j on j.id = p.job_id where j.studio_id = 1`, attacker: (s) => s.attacker.promotionId },
  groupId: { victim: sql`select min(g.id) from subject_groups g join jobs j on j.id = g.job_id where j.studio_id = 1`, attacker: (s) => s.attacker.groupId },
  shippingOptionId: { victim: sql`select min(id) from shipping_options` },
  taxRateId: { victim: sql`select min(id) from tax_rates` },
  orderServiceId: { victim: sql`select min(id) from order_services` },
  featureId: { victim: 'reports' },
  // A release token (none is made in the fixture: revoking it answers 404).
  releaseTokenId: { victim: '1' },
  // A remote's releases (none is published in the fixture: a release's file answers 404).
  remote: { victim: 'customer' },
  version: { victim: '0123456789abcdef' },
  // A template the victim's job follows (templates are the platform's; the job keeps the studios apart).
  workflowId: {
    victim: sql`select min(jw.workflow_id) from job_workflows jw join jobs j on j.id = jw.job_id where j.id = (select min(id) from jobs where studio_id = 1)`,
    attacker: (s) => s.attacker.workflowId,
  },
  stepId: { victim: sql`select min((step->>'id')::int) from workflows w, jsonb_array_elements(w.definition->'steps') step where w.id = (select min(workflow_id) from job_workflows)` },
  definedFieldId: { victim: sql`select min(id) from defined_fields` },
  productId: { victim: sql`select min(id) from products` },
  catalogItemId: { victim: sql`select min(id) from catalog_items` },
  userId: { victim: sql`select min(id) from users where studio_id = 1`, attacker: (s) => s.attacker.userId },
  // `id` is the cart's own line, service or node id on the customer routes (scoped by the cart key).
  id: { victim: '1' },
};

/**
 * Query values a well-behaved caller sends, by key: a route whose query schema requires a key missing here
 * fails the suite (the positive read of the attacker's own studio needs it to reach the handler).
 */
export const HOSTILE_QUERY: Record<string, string> = {
  name: 'Hostile Suite Probe',
  orderNumber: '100001',
  email: 'parent@shutterday.test',
  orderMethod: 'Prepay',
  // A package item of the demo job's package set (the print preview draws it).
  item: '1',
  shipping: 'batch',
  // Stripe Connect's return (refused: no connect request made this state) and the sandbox's authorization page.
  code: 'ac_hostile_probe',
  state: 'hostile.probe',
  redirect_uri: 'http://localhost/admin/studios/1/settings/payouts',
};

export type ParamValues = Record<string, { victim: string; attacker: string | null }>;

/**
 * The seeded order was paid before print files existed: plans them, as the studio's first look does, and makes
 * the first one, so the print file route has a ready file of the victim's to answer (and to refuse the attacker).
 */
export async function makeVictimPrintFile(app: FastifyInstance): Promise<void> {
  const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.studioId, 1)).orderBy(asc(orders.orderNumber)).limit(1);
  if (!order) throw new Error('The seeded database has no order of the demo studio');
  await planPrintFiles(app.db, order.id);
  const [file] = await app.db.select({ id: orderPrintFiles.id }).from(orderPrintFiles).where(eq(orderPrintFiles.orderId, order.id)).orderBy(asc(orderPrintFiles.id)).limit(1);
  if (!file) throw new Error('The seeded order prints nothing');
  await makePrintFile(app, file.id);
}

/** Seeds the attacker studio (its administrator, an organization, a job, a subject) and resolves every entry. */
export async function loadFixture(db: Database): Promise<{ seeded: Seeded; params: ParamValues }> {
  const password = 'Attacker-studio-2026!';
  const studio = await studiosRepository.create(db, { name: 'Attacker Studio', slug: 'attacker', email: 'owner@attacker.test' });
  // Connected and verified like the victim, so its payouts read back (the refusals are about ownership, not verification).
  await db.update(studios).set({ stripeAccountId: 'acct_sandbox_attacker', stripeVerified: true }).where(eq(studios.id, studio.id));
  const user = await usersRepository.create(db, { email: 'owner@attacker.test', name: 'Attacker Owner', passwordHash: await hashPassword(password), studioId: studio.id, permissions: STUDIO_PERMISSIONS });
  const [organization] = await db.insert(organizations).values({ studioId: studio.id, name: 'Attacker School', type: 'school' }).returning();
  const [job] = await db.insert(jobs).values({ studioId: studio.id, organizationId: organization!.id, name: 'Attacker Job' }).returning();
  const [group] = await db.insert(subjectGroups).values({ jobId: job!.id, name: 'Attacker Class' }).returning();
  const [subject] = await db.insert(subjects).values({ jobId: job!.id, groupId: group!.id, firstName: 'Atta', lastName: 'Cker' }).returning();
  const [set] = await db.insert(packageSets).values({ studioId: studio.id, name: 'Attacker Set' }).returning();
  const [pkg] = await db.insert(packages).values({ studioId: studio.id, packageSetId: set!.id, name: 'Attacker Package', retailCost: 1000 }).returning();
  const [coupon] = await db.insert(couponCodes).values({ studioId: studio.id, code: 'ATTACK10', discountType: 'percent', value: 10 }).returning();
  const [promotion] = await db.insert(promotions).values({ jobId: job!.id, code: 'ATTACKJOB', name: 'Attacker promotion', discountType: 'amount', value: 500 }).returning();
  const [workflow] = await db.select({ id: workflows.id }).from(workflows).orderBy(workflows.id).limit(1);
  await db.insert(jobWorkflows).values({ jobId: job!.id, workflowId: workflow!.id });
  const seeded: Seeded = {
    attacker: {
      studioId: studio.id, userId: user.id, organizationId: organization!.id, jobId: job!.id, subjectId: subject!.id, email: user.email, password, slug: 'attacker',
      packageSetId: set!.id, packageId: pkg!.id, couponCodeId: coupon!.id, promotionId: promotion!.id, groupId: group!.id, workflowId: workflow!.id,
    },
  };
  const params: ParamValues = {};
  for (const [name, entry] of Object.entries(HOSTILE_FIXTURE)) {
    const victim = typeof entry.victim === 'string' ? entry.victim : await firstValue(db, entry.victim);
    if (victim === null) throw new Error(`The hostile fixture's query for "${name}" found nothing in the seeded database`);
    params[name] = { victim, attacker: entry.attacker ? String(entry.attacker(seeded)) : null };
  }
  return { seeded, params };
}

async function firstValue(db: Database, query: SQL): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  const value = Object.values(result.rows[0] ?? {})[0];
  return value === null || value === undefined ? null : String(value);
}
