import type { SystemStatus } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

type Figures = Pick<SystemStatus, 'studios' | 'users' | 'orders' | 'photos' | 'mailLastDay'> & { migrationsApplied: number; sizeBytes: number | null };

/** Every figure of the System page in one statement: counts by state, the schema's migrations and the database's size. */
export async function readSystemFigures(db: Executor): Promise<Figures> {
  const result = await db.execute(sql`
    select
      (select count(*) filter (where status = 'active') from studios)::int as studios_active,
      (select count(*) filter (where status = 'pending') from studios)::int as studios_pending,
      (select count(*) from users)::int as users_total,
      (select count(*) filter (where disabled) from users)::int as users_disabled,
      (select count(*) filter (where placed_at >= date_trunc('day', now())) from orders)::int as orders_today,
      (select count(*) from orders)::int as orders_total,
      (select count(*) filter (where status = 'pending') from images)::int as photos_pending,
      (select count(*) filter (where status = 'failed') from images)::int as photos_failed,
      (select count(*) filter (where status = 'sent') from mail_log where created_at > now() - interval '1 day')::int as mail_sent,
      (select count(*) filter (where status = 'recorded') from mail_log where created_at > now() - interval '1 day')::int as mail_recorded,
      (select count(*) filter (where status = 'failed') from mail_log where created_at > now() - interval '1 day')::int as mail_failed,
      (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
      pg_database_size(current_database())::float8 as size_bytes
  `);
  const row = (result as unknown as { rows: Record<string, number | null>[] }).rows[0]!;
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    studios: { active: n('studios_active'), pending: n('studios_pending') },
    users: { total: n('users_total'), disabled: n('users_disabled') },
    orders: { today: n('orders_today'), total: n('orders_total') },
    photos: { pending: n('photos_pending'), failed: n('photos_failed') },
    mailLastDay: { sent: n('mail_sent'), recorded: n('mail_recorded'), failed: n('mail_failed') },
    migrationsApplied: n('migrations'),
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  };
}
