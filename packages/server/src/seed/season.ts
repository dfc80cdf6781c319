import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DEMO, FIRST_NAMES, LAST_NAMES } from './demo-constants';

/** A regional studio's season (docs/performance.md "A season of data"): what `npm run bench -- season` measures. */
export interface SeasonSize {
  /** Schools and sports clubs, one picture-day job each. */
  organizations: number;
  /** Children per job. */
  subjectsPerJob: number;
  /** Photos per child (rows sharing a handful of stored files). */
  photosPerSubject: number;
  orders: number;
  /** Coupon codes per job, besides `studioCoupons` studio-wide ones. */
  couponsPerJob: number;
  studioCoupons: number;
  /** Staff users of the studio besides its administrator. */
  staff: number;
}

/** ~200 jobs, ~60,000 children, ~120,000 photos, ~100,000 orders. */
export const SEASON: SeasonSize = { organizations: 200, subjectsPerJob: 300, photosPerSubject: 2, orders: 100_000, couponsPerJob: 2, studioCoupons: 50, staff: 40 };

export interface SeasonResult {
  studioId: number;
  jobs: number;
  subjects: number;
  photos: number;
  orders: number;
  orderLines: number;
  ms: number;
}

const SCHOOLS = ['Lincoln', 'Washington', 'Roosevelt', 'Jefferson', 'Madison', 'Franklin', 'Kennedy', 'Hamilton', 'Riverside', 'Oak Grove', 'Maple Hill', 'Cedar Park', 'Lakeview', 'Hillcrest', 'Westwood', 'Eastside'];
const KINDS = ['Elementary', 'Middle School', 'High School', 'Academy', 'Montessori'];
const CLUBS = ['Tigers', 'Falcons', 'Sharks', 'Wolves', 'Comets'];
// The demo child (Ava Johnson) stays the only one of her name: the benches find her by it.
const SEASON_FIRST_NAMES = FIRST_NAMES.filter((name) => name !== 'Ava');
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Adds a season of data to the demo studio (seed the demo first), in a few set-based statements
 * (INSERT … SELECT over generate_series, no row-by-row round trips): organizations with their job, groups
 * and children, two photo rows per child pointing at the demo's stored files (no new image files),
 * paid orders with lines, their payments, a few refunds and cancellations, coupon codes and staff users.
 * Deterministic: the same size gives the same rows. Runs on PostgreSQL and PGlite alike.
 */
export async function seedSeason(db: Database, size: SeasonSize = SEASON): Promise<SeasonResult> {
  const started = Date.now();
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const counts = await db.transaction(async (tx) => {
    const exec = (query: ReturnType<typeof sql>) => tx.execute(query);
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const [studio] = await rows<{ id: number; admin_hash: string }>(sql`
      select s.id, u.password_hash as admin_hash from studios s join users u on u.studio_id = s.id and u.email = ${DEMO.studioAdmin.email}
      where s.slug = ${DEMO.studio.slug}`);
    if (!studio) throw new Error('The season is added to the demo studio: seed the demo data first');
    const studioId = studio.id;
    const [{ before }] = (await rows<{ before: number }>(sql`select coalesce(max(id), 0)::int as before from jobs`)) as [{ before: number }];

    // Organizations, each with its fall picture day (published, prepay and gallery open).
    await exec(sql`
      with orgs as (
        insert into organizations (studio_id, name, type)
        select ${studioId},
          case when k % 5 = 0 then (${textArray(CLUBS)})[1 + (k / 5) % 5] || ' Youth Club ' || k
               else (${textArray(SCHOOLS)})[1 + k % 16] || ' ' || (${textArray(KINDS)})[1 + (k / 16) % 5] || ' ' || k end,
          (case when k % 5 = 0 then 'sport' else 'school' end)::organization_type
        from generate_series(1, ${size.organizations}) k
        returning id, name)
      insert into jobs (studio_id, organization_id, name, published, picture_day, prepay_available, gallery_available)
      select ${studioId}, id, name || ' Fall Picture Day 2026', true, date '2026-09-01' + (id % 80), true, true from orgs`);
    await exec(sql`create temp table season_jobs on commit drop as select id as job_id, row_number() over (order by id)::int as n from jobs where studio_id = ${studioId} and id > ${before}`);
    await exec(sql`
      insert into organization_contacts (organization_id, name, email, phone, city, state, country)
      select j.organization_id, 'Office ' || sj.n, 'office' || sj.n || '@school.season.test', '555-01' || lpad((sj.n % 100)::text, 2, '0'), 'Springfield', 'IL', 'US'
      from season_jobs sj join jobs j on j.id = sj.job_id`);

    // Twelve classes per job, the children spread over them.
    await exec(sql`
      insert into subject_groups (job_id, name)
      select job_id, 'Class ' || g from season_jobs cross join generate_series(1, 12) g`);
    await exec(sql`
      insert into subjects (job_id, group_id, first_name, last_name, access_code, external_id, import_key)
      select sj.job_id, g.id,
        (${textArray(SEASON_FIRST_NAMES)})[1 + (i * 7 + sj.n) % ${SEASON_FIRST_NAMES.length}],
        (${textArray(LAST_NAMES)})[1 + (i * 13 + sj.n * 3) % ${LAST_NAMES.length}] || case when i > 150 then '-' || (i % 97) else '' end,
        translate(upper(substr(md5(sj.job_id || ':' || i), 1, 8)), '01', 'ZY'),
        'S' || sj.n || '-' || i,
        'id:s' || sj.n || '-' || i
      from season_jobs sj cross join generate_series(1, ${size.subjectsPerJob}) i
      join subject_groups g on g.job_id = sj.job_id and g.name = 'Class ' || (1 + i % 12)`);
    await exec(sql`
      create temp table season_subjects on commit drop as
      select s.id, s.job_id, s.group_id, s.first_name || ' ' || s.last_name as name, s.access_code, row_number() over (order by s.id)::int as n
      from subjects s where s.job_id > ${before} and s.job_id in (select job_id from season_jobs)`);
    const [{ subjects: subjectCount }] = (await rows<{ subjects: number }>(sql`select count(*)::int as subjects from season_subjects`)) as [{ subjects: number }];

    // Photo rows share the demo's stored files (thumbnail, preview and original by key).
    await exec(sql`
      create temp table season_files on commit drop as
      select storage_key, thumbnail_key, preview_key, width, height, marked_with, row_number() over (order by id)::int - 1 as n
      from images where type = 'hosted-individual' and status = 'done' and job_id in (select id from jobs where studio_id = ${studioId} and id <= ${before}) order by id limit 8`);
    await exec(sql`
      insert into images (job_id, subject_id, type, storage_key, thumbnail_key, preview_key, width, height, sort_order, status, file_name, marked_with)
      select s.job_id, s.id, 'hosted-individual', f.storage_key, f.thumbnail_key, f.preview_key, f.width, f.height, p, 'done', s.access_code || '_' || p || '.jpg', f.marked_with
      from season_subjects s cross join generate_series(1, ${size.photosPerSubject}) p
      join season_files f on f.n = (s.id + p) % (select count(*) from season_files)`);

    // Orders: each for one child, one to three package lines; placed over the autumn, paid, 2 % refunded, 1 % cancelled.
    await exec(sql`
      create temp table season_packages on commit drop as
      select id, name, retail_cost, row_number() over (order by id)::int - 1 as n from packages where studio_id = ${studioId} and archived_at is null and retail_cost > 0`);
    await exec(sql`
      create temp table season_orders on commit drop as
      select o, nextval(pg_get_serial_sequence('orders', 'id'))::int as id, s.id as subject_id, s.job_id, s.name as subject_name,
        timestamptz '2026-09-01 08:00:00+00' + ((o % 86) || ' days')::interval + (((o * 7919) % 43200) || ' seconds')::interval as placed_at,
        case when o % 100 = 0 then 'cancelled' when o % 50 = 0 then 'refunded' else 'paid' end as status,
        o % 5 < 2 as shipped_home
      from generate_series(1, ${size.orders}) o
      join season_subjects s on s.n = 1 + (o::bigint * 48271) % ${subjectCount}`);
    await exec(sql`
      create temp table season_lines on commit drop as
      select so.id as order_id, p.id as package_id, p.name as package_name, so.subject_id, so.subject_name, 1 + (so.o + l) % 4 / 3 as quantity, p.retail_cost as unit_price
      from season_orders so cross join generate_series(1, 3) l
      join season_packages p on p.n = (so.o * 3 + l) % (select count(*) from season_packages)
      where l <= 1 + so.o % 3`);
    await exec(sql`
      insert into orders (id, studio_id, job_id, order_method, status, email, customer_name, shipping_address, shipping_option_code,
        subtotal, shipping, tax, total, placed_at, paid_at, fulfilment_status, payment_method, check_number, shipped_at, carrier, tracking_number)
      select so.id, ${studioId}, so.job_id, (case when so.o % 3 = 0 then 'Gallery' else 'Prepay' end)::order_method, so.status::order_status,
        'parent' || so.o || '@family.season.test', 'Parent ' || split_part(so.subject_name, ' ', 2) || ' ' || so.o,
        case when so.shipped_home then jsonb_build_object('line1', (so.o % 900 + 1) || ' Elm Street', 'line2', null, 'city', 'Springfield', 'state', 'IL', 'postalCode', '62704', 'country', 'US') end,
        case when so.shipped_home then 'standard' end,
        t.subtotal, case when so.shipped_home then 895 else 0 end, round(t.subtotal * 0.0625)::int,
        t.subtotal + case when so.shipped_home then 895 else 0 end + round(t.subtotal * 0.0625)::int,
        so.placed_at, case when so.status <> 'cancelled' then so.placed_at + interval '2 minutes' end,
        (case when so.status <> 'paid' then 'paid' else (array['paid', 'in_production', 'shipped', 'delivered'])[1 + so.o % 4] end)::fulfilment_status,
        (case when so.o % 20 = 1 then 'cash' when so.o % 20 = 2 then 'check' else 'card' end)::payment_method,
        case when so.o % 20 = 2 then (1000 + so.o % 9000)::text end,
        case when so.status = 'paid' and so.o % 4 >= 2 then so.placed_at + interval '20 days' end,
        case when so.status = 'paid' and so.o % 4 >= 2 and so.shipped_home then 'USPS' end,
        case when so.status = 'paid' and so.o % 4 >= 2 and so.shipped_home then '9400' || lpad(so.o::text, 18, '0') end
      from season_orders so
      join (select order_id, sum(quantity * unit_price)::int as subtotal from season_lines group by order_id) t on t.order_id = so.id`);
    await exec(sql`
      insert into order_lines (order_id, package_id, package_name, subject_id, subject_name, quantity, unit_price)
      select order_id, package_id, package_name, subject_id, subject_name, quantity, unit_price from season_lines`);
    await exec(sql`
      insert into payments (order_id, provider, idempotency_key, provider_reference, amount, status, created_at)
      select o.id, 'sandbox', 'season-payment-' || o.id, 'sandbox_season_' || o.id, o.total,
        (case o.status when 'paid' then 'succeeded' when 'refunded' then 'refunded' else 'failed' end)::payment_status, o.placed_at
      from orders o join season_orders so on so.id = o.id`);
    await exec(sql`
      insert into order_refunds (order_id, amount, product, tax, shipping, reason, provider, idempotency_key, created_at)
      select o.id, o.total, o.total - o.tax - o.shipping, o.tax, o.shipping, 'Duplicate order', 'sandbox', 'season-refund-' || o.id, o.placed_at + interval '3 days'
      from orders o join season_orders so on so.id = o.id where o.status = 'refunded'`);

    // Coupon codes: a few per job and some studio-wide; staff users of the studio (the administrator's password).
    await exec(sql`
      insert into coupon_codes (studio_id, code, discount_type, value, max_uses, job_id, expires_at)
      select ${studioId}, 'SEASON' || sj.n || 'C' || c, (case when c % 2 = 0 then 'percent' else 'amount' end)::discount_type,
        case when c % 2 = 0 then 10 else 500 end, case when c % 2 = 0 then 100 end, sj.job_id, timestamptz '2026-12-31 23:59:00+00'
      from season_jobs sj cross join generate_series(1, ${size.couponsPerJob}) c`);
    await exec(sql`
      insert into coupon_codes (studio_id, code, discount_type, value)
      select ${studioId}, 'STUDIO' || c, 'percent', 5 + c % 20 from generate_series(1, ${size.studioCoupons}) c`);
    await exec(sql`
      insert into users (email, name, password_hash, studio_id)
      select 'staff' || u || '@season.test', (${textArray(SEASON_FIRST_NAMES)})[1 + u % ${SEASON_FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (u * 7) % ${LAST_NAMES.length}],
        ${studio.admin_hash}, ${studioId}
      from generate_series(1, ${size.staff}) u`);

    const [totals] = await rows<{ jobs: number; photos: number; orders: number; lines: number }>(sql`
      select (select count(*) from season_jobs)::int as jobs,
        (select count(*) from images where subject_id in (select id from season_subjects))::int as photos,
        (select count(*) from season_orders)::int as orders,
        (select count(*) from season_lines)::int as lines`);
    return { studioId, subjects: subjectCount, ...totals! };
  });
  // Fresh statistics and visibility, as autovacuum would leave them: the planner sees the season, not the
  // demo's few rows, and index-only scans need no heap visits.
  await run(sql`vacuum analyze`);
  return { studioId: counts.studioId, jobs: counts.jobs, subjects: counts.subjects, photos: counts.photos, orders: counts.orders, orderLines: counts.lines, ms: Date.now() - started };
}
