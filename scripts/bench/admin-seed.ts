import { sql } from "drizzle-orm";
import type { Db } from "../../server/src/db/client";

// Set-based seeding for `npm run bench:admin`: each table is one INSERT … SELECT FROM generate_series, so
// 50,000 users, 200,000 analyses and 100,000 payments take seconds, not the minutes of row-by-row inserts.
// The values vary the way real ones do (names to search, scores, statuses, a year of dates), with one user
// in ten Arabic.

export const SEED_COUNTS = {
  users: 50_000,
  analyses: 200_000,
  payments: 100_000,
  promoCodes: 2_000,
  adminUsers: 100,
  loginAttempts: 20_000,
  messages: 10_000,
  auditLog: 10_000,
  analyticsEvents: 100_000,
} as const;

const YEAR_MINUTES = 365 * 24 * 60;

/** A spread of instants over the year before `now`, from the row number g (deterministic). */
const spreadBefore = (now: string, factor: number) =>
  sql.raw(`('${now}'::timestamptz - ((g::bigint * ${factor}) % ${YEAR_MINUTES}) * interval '1 minute')`);

export async function seedBenchData(db: Db, now: Date, log: (line: string) => void): Promise<void> {
  const at = now.toISOString();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const n = SEED_COUNTS;

  await step(
    `${n.users.toLocaleString("en")} users`,
    sql`insert into users (username, email, password_hash, first_name, last_name, language, free_trials_used,
        subscription_plan, subscription_status, provider_customer_id, provider_subscription_id, email_verified, created_at)
      select
        case when g % 10 = 0 then 'سارة_' || g
          else (array['alex','maya','omar','lina','sam','noor','yusuf','zara'])[1 + g % 8] || '_' || g end,
        'creator' || g || '@example.com',
        'bench: cannot log in',
        (array['Alex','Maya','Omar','Lina','Sam'])[1 + g % 5],
        case when g % 3 = 0 then null else 'Creator' end,
        case when g % 10 = 0 then 'ar' else 'en' end,
        g % 4,
        case when g % 20 = 0 then 'monthly' when g % 7 = 0 then 'per_post' else 'free' end,
        case when g % 20 = 0 then (case when g % 60 = 0 then 'canceled' else 'active' end) end,
        case when g % 5 = 0 then 'cus_bench_' || g end,
        case when g % 20 = 0 then 'sub_bench_' || g end,
        g % 3 <> 0,
        ${spreadBefore(at, 7919)}
      from generate_series(1, ${n.users}) g`,
  );
  const firstUser = sql.raw(`(select min(id) from users)`);

  await step(
    `${n.analyses.toLocaleString("en")} analyses`,
    sql`insert into analyses (user_id, file_name, file_size, media_type, mime_type, viral_score, confidence,
        viral_potential, strengths, recommendations, content_compliance, visual_analysis, content_factors, insights,
        payment_type, explanation, signals, engine_version, uploaded_at, created_at)
      select
        first_user.id + (g::bigint * 31) % ${n.users},
        (array['beach','city','dance','food','travel','gym','cat','sunset','vlog','recipe'])[1 + g % 10]
          || '_' || g || case when g % 4 = 0 then '.png' else '.mp4' end,
        1000000 + g,
        case when g % 4 = 0 then 'image' else 'video' end,
        case when g % 4 = 0 then 'image/png' else 'video/mp4' end,
        score.s,
        60 + g % 40,
        case when score.s >= 80 then 'Very High' when score.s >= 60 then 'High'
          when score.s >= 40 then 'Medium' else 'Low' end,
        '["A strong hook in the first second"]'::jsonb,
        '["Add captions for viewers without sound"]'::jsonb,
        '{"isCompliant": true, "issues": []}'::jsonb,
        '{"quality": "High"}'::jsonb,
        '{"hook": 7}'::jsonb,
        '[]'::jsonb,
        (array['free','per_post','monthly','promo'])[1 + g % 4],
        '[]'::jsonb,
        '{}'::jsonb,
        'bench-1',
        ${spreadBefore(at, 104729)},
        ${spreadBefore(at, 104729)}
      from generate_series(1, ${n.analyses}) g,
        lateral (select ((g::bigint * 37) % 101)::int as s) score,
        lateral (select ${firstUser} as id) first_user`,
  );

  await step(
    `${n.payments.toLocaleString("en")} payments`,
    sql`insert into payments (user_id, provider, provider_payment_intent_id, amount, currency, type, method, status,
        failure_message, created_at, updated_at)
      select
        first_user.id + (g::bigint * 17) % ${n.users},
        'test',
        'pi_bench_' || g,
        case when g % 5 = 0 then 1000 else 100 end,
        'usd',
        case when g % 5 = 0 then 'subscription' else 'per_post' end,
        (array['card','saved_card','auto_charge'])[1 + g % 3],
        case when g % 10 = 0 then 'failed' when g % 25 = 1 then 'pending' else 'succeeded' end,
        case when g % 10 = 0 then 'Your card was declined.' end,
        ${spreadBefore(at, 7727)},
        ${spreadBefore(at, 7727)}
      from generate_series(1, ${n.payments}) g, lateral (select ${firstUser} as id) first_user`,
  );

  await step(
    `${n.adminUsers} admin users`,
    sql`insert into admin_users (username, password_hash, last_login, created_at)
      select 'ops_' || g, 'bench: cannot log in',
        case when g % 3 = 0 then null else ${spreadBefore(at, 97)} end, ${spreadBefore(at, 9973)}
      from generate_series(1, ${n.adminUsers}) g`,
  );
  const firstAdmin = sql.raw(`(select min(id) from admin_users)`);

  await step(
    `${n.promoCodes.toLocaleString("en")} promo codes`,
    sql`insert into promo_codes (code, discount_type, discount_value, max_uses, used_count, start_date, end_date,
        is_active, created_by, created_at)
      select 'BENCH' || g, case when g % 2 = 0 then 'percentage' else 'fixed' end, 1 + g % 100,
        case when g % 3 = 0 then null else 100 end, g % 120,
        ${spreadBefore(at, 613)}, ${spreadBefore(at, 613)} + interval '60 days', g % 5 <> 0,
        ${firstAdmin}, ${spreadBefore(at, 613)}
      from generate_series(1, ${n.promoCodes}) g`,
  );

  await step(
    `${n.loginAttempts.toLocaleString("en")} admin login attempts`,
    sql`insert into admin_login_attempts (username, ip, user_agent, success, created_at)
      select 'ops_' || (1 + g % 150), '10.' || (g % 7) || '.' || (g % 251) || '.' || (g % 199),
        'Mozilla/5.0 bench', g % 4 <> 0, ${spreadBefore(at, 5003)}
      from generate_series(1, ${n.loginAttempts}) g`,
  );

  await step(
    `${n.messages.toLocaleString("en")} contact messages`,
    sql`insert into contact_messages (name, email, company, subject, message, status, created_at)
      select (array['Lina','Omar','Maya','Sam'])[1 + g % 4] || ' ' || g, 'sender' || g || '@example.com', '',
        (array['Billing question','Bug report','Partnership','Feature idea'])[1 + g % 4] || ' #' || g,
        'Hello, I have a question about my account.', (array['new','read','handled'])[1 + g % 3],
        ${spreadBefore(at, 4001)}
      from generate_series(1, ${n.messages}) g`,
  );

  await step(
    `${n.auditLog.toLocaleString("en")} audit entries`,
    sql`insert into admin_audit_log (admin_user_id, admin_username, action, target_type, target_id, before, after,
        created_at)
      select ${firstAdmin}, 'ops_1', (array['user.update','promo_code.create','settings.update','user.delete'])[1 + g % 4],
        'user', (g % 50000)::text, '{"freeTrialsUsed": 0}'::jsonb, '{"freeTrialsUsed": 1}'::jsonb,
        ${spreadBefore(at, 3001)}
      from generate_series(1, ${n.auditLog}) g`,
  );

  await step(
    `${n.analyticsEvents.toLocaleString("en")} analytics events`,
    sql`insert into analytics_events (name, properties, page, occurred_at)
      select case when g % 3 = 0 then 'section_clicked' else 'page_view' end, '{}'::jsonb,
        (array['/', '/pricing', '/analyze', '/'])[1 + g % 4], ${spreadBefore(at, 211)}
      from generate_series(1, ${n.analyticsEvents}) g`,
  );

  // VACUUM as autovacuum would after a bulk load (PostgreSQL 13+ vacuums insert-only tables too): it sets the
  // visibility map (index-only counts) and merges the GIN pending lists the trigram searches read.
  await step("VACUUM ANALYZE", sql`vacuum analyze`);
}
