import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "./admin-lists-sql";

// The numbers behind the admin's Analytics tab, each computed by PostgreSQL in one statement. Counts come back as int
// and sums of cents as float8 so that both drivers give JavaScript numbers.

export type StatsRow = {
  total_users: number;
  today_signups: number;
  total_revenue: number;
  today_revenue: number;
  total_analyses: number;
  free_analyses: number;
  competitor_analyses: number;
  promo_analyses: number;
  subscriptions: number;
};

export type DailyRow = {
  date: string;
  signups: number;
  analyses: number;
  competitor_analyses: number;
  revenue: number;
  active_subscriptions: number;
};

export type FunnelRow = { visits: number; signups: number; first_analyses: number; paid: number };

/** A range of whole UTC days: [from, to) as instants, its first day as YYYY-MM-DD and its length. */
export type DayRange = { from: Date; to: Date; firstDay: string; lastDay: string; days: number };

/** An instant as a timestamptz parameter: an ISO string reads the same on node-postgres and PGlite. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Analyses are the creators' own posts; a Pro member's analysis of a competitor's post (kind 'competitor',
 * made on /compare) is someone else's content and is counted apart, never in the totals, the free/paid split,
 * the score distribution or the funnel.
 *
 * `todayStart`/`todayEnd`: the current UTC day. Pro in force is isPremium() of shared/billing.ts. One pass
 * over each table, its figures taken with FILTER, rather than one scan per figure.
 */
export function statsStatement(todayStart: Date, todayEnd: Date): SQL {
  const today = sql`created_at >= ${at(todayStart)} and created_at < ${at(todayEnd)}`;
  return sql`select u.total_users, u.today_signups, u.subscriptions, p.total_revenue, p.today_revenue,
      a.total_analyses, a.free_analyses, a.competitor_analyses, a.promo_analyses
    from (
      select count(*)::int as total_users,
        (count(*) filter (where ${today}))::int as today_signups,
        (count(*) filter (where subscription_plan = 'monthly' and subscription_status = 'active'))::int as subscriptions
      from users
    ) u,
    (
      select coalesce(sum(amount - refunded_amount), 0)::float8 as total_revenue,
        coalesce(sum(amount - refunded_amount) filter (where ${today}), 0)::float8 as today_revenue
      from payments where status = 'succeeded'
    ) p,
    (
      select (count(*) filter (where kind = 'own'))::int as total_analyses,
        (count(*) filter (where kind = 'own' and payment_type = 'free'))::int as free_analyses,
        (count(*) filter (where kind = 'competitor'))::int as competitor_analyses,
        (count(*) filter (where kind = 'own' and payment_type = 'promo'))::int as promo_analyses
      from analyses
    ) a`;
}

/**
 * One row per UTC day of the range, empty days included (generate_series; over integers, whose row count
 * the planner knows). Each table is read once for the whole range and grouped by day.
 *
 * activeSubscriptions is an approximation from the subscription payments, since the users table holds only
 * the current state: a succeeded subscription payment (a charge, a renewal or a 100% promo month) keeps its
 * user counted for one month after it. A user's overlapping months are merged first (gaps and islands), so
 * each user counts once; then a day's figure is (months begun by its end) - (months over by its end), a
 * running sum. A Pro cancelled before its month ran out still counts until the month's end.
 */
export function dailyStatement(range: DayRange): SQL {
  const from = at(range.from);
  const to = at(range.to);
  return sql`with days as (
      select ${range.firstDay}::date + i as day from generate_series(0, ${range.days - 1}::int) i
    ),
    signups as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as n from users
      where created_at >= ${from} and created_at < ${to} group by 1
    ),
    analysed as (
      select (created_at at time zone 'UTC')::date as day,
        (count(*) filter (where kind = 'own'))::int as n,
        (count(*) filter (where kind = 'competitor'))::int as competitor
      from analyses
      where created_at >= ${from} and created_at < ${to} group by 1
    ),
    revenue as (
      select (created_at at time zone 'UTC')::date as day, sum(amount - refunded_amount)::float8 as cents from payments
      where status = 'succeeded' and created_at >= ${from} and created_at < ${to} group by 1
    ),
    months as (
      select user_id, created_at as starts, created_at + interval '1 month' as ends from payments
      where type = 'subscription' and status = 'succeeded' and user_id is not null
        and created_at < ${to} and created_at >= ${from} - interval '1 month'
    ),
    marked as (
      select user_id, starts, ends,
        case when starts <= max(ends) over (partition by user_id order by starts
          rows between unbounded preceding and 1 preceding) then 0 else 1 end as opens
      from months
    ),
    islands as (
      select user_id, starts, ends, sum(opens) over (partition by user_id order by starts) as island from marked
    ),
    coverage as (
      select min(starts) as starts, max(ends) as ends from islands group by user_id, island
    ),
    changes as (
      select day, sum(delta)::int as delta from (
        select greatest((starts at time zone 'UTC')::date, ${range.firstDay}::date) as day, 1 as delta from coverage
        union all
        select greatest((ends at time zone 'UTC')::date, ${range.firstDay}::date), -1 from coverage
      ) events group by day
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(signups.n, 0) as signups,
      coalesce(analysed.n, 0) as analyses,
      coalesce(analysed.competitor, 0) as competitor_analyses,
      coalesce(revenue.cents, 0)::float8 as revenue,
      (sum(coalesce(changes.delta, 0)) over (order by days.day))::int as active_subscriptions
    from days
    left join signups on signups.day = days.day
    left join analysed on analysed.day = days.day
    left join revenue on revenue.day = days.day
    left join changes on changes.day = days.day
    order by days.day`;
}

/** Viral scores of the range's analyses by tens: bucket 0 is 0-9, …, bucket 9 is 90-100. */
export function scoreBucketsStatement(range: DayRange): SQL {
  return sql`select least(viral_score / 10, 9)::int as bucket, count(*)::int as count from analyses
    where kind = 'own' and created_at >= ${at(range.from)} and created_at < ${at(range.to)} group by 1`;
}

/**
 * The funnel over the range: visits of the home page (page_view events whose page, as a column or a
 * property, is "/"), sign-ups, users whose very first analysis falls in the range, and users who paid.
 */
export function funnelStatement(range: DayRange): SQL {
  const from = at(range.from);
  const to = at(range.to);
  return sql`select
    (select count(*)::int from analytics_events
      where name = 'page_view' and occurred_at >= ${from} and occurred_at < ${to}
        and (page = '/' or properties->>'page' = '/')) as visits,
    (select count(*)::int from users where created_at >= ${from} and created_at < ${to}) as signups,
    (select count(*)::int from (
        select user_id from analyses where kind = 'own' and created_at >= ${from} and created_at < ${to}
        group by user_id
      ) active
      where not exists (select 1 from analyses earlier
        where earlier.user_id = active.user_id and earlier.kind = 'own' and earlier.created_at < ${from})
    ) as first_analyses,
    (select count(distinct user_id)::int from payments
      where status = 'succeeded' and created_at >= ${from} and created_at < ${to}) as paid`;
}

export function createAdminStatsRepository(db: Db) {
  /**
   * Reporting statements run without JIT compilation: their estimated cost crosses PostgreSQL's
   * jit_above_cost (JIT is on by default), and compiling then took about a second for plans that run in
   * tens of milliseconds (EXPLAIN ANALYZE in `npm run bench:admin`). SET LOCAL ends with the transaction.
   */
  async function report<T>(statement: SQL): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return queryRows<T>(tx as unknown as Db, statement);
    });
  }

  return {
    async stats(todayStart: Date, todayEnd: Date): Promise<StatsRow> {
      const [row] = await report<StatsRow>(statsStatement(todayStart, todayEnd));
      return row!;
    },
    async daily(range: DayRange): Promise<DailyRow[]> {
      return report<DailyRow>(dailyStatement(range));
    },
    async scoreBuckets(range: DayRange): Promise<Array<{ bucket: number; count: number }>> {
      return report(scoreBucketsStatement(range));
    },
    async funnel(range: DayRange): Promise<FunnelRow> {
      const [row] = await report<FunnelRow>(funnelStatement(range));
      return row!;
    },
  };
}
export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
