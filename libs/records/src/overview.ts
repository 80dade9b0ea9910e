/**
 * What the dashboard shows above the events: owed, due soon, counts per status, spending by month, read
 * for the owner on every request (user data is not kept between requests).
 */
import type { OwnerData } from './owner-data';
import { BILL_STATUSES } from './record-queries';
import type { DashboardOverview, MonthSpending } from './types';

/** The owner's overview as of `now` ("due soon" is the next 30 days from its UTC day). */
export async function readOverview(data: OwnerData, now: Date): Promise<DashboardOverview> {
  const today = now.toISOString().slice(0, 10);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const fromMonth = first.toISOString().slice(0, 10);
  // Two statements: owed, counts and the months from the figures kept on each event (one row per
  // event, never the bills), and what is due soon from the partial index of open bills by due date.
  const [sums, dueSoon] = await Promise.all([
    data.one<{
      owed: number;
      bills: number;
      events: number;
      new: number;
      negotiating: number;
      complete: number;
      months: MonthSpending[] | null;
    }>(
      `WITH ev AS (
         SELECT open_self_cents, bill_count, new_count, negotiating_count, complete_count, total_cents,
                self_cents, coalesce(admitted, (created_at AT TIME ZONE 'UTC')::date) AS day
         FROM event WHERE owner_id = $1 AND NOT draft),
       m AS (
         SELECT to_char(day, 'YYYY-MM') AS month, sum(total_cents)::bigint AS "totalCents",
                sum(self_cents)::bigint AS "selfCents"
         FROM ev WHERE day >= $2::date GROUP BY 1)
       SELECT coalesce(sum(open_self_cents), 0)::bigint AS owed,
              coalesce(sum(bill_count), 0)::int AS bills,
              count(*)::int AS events,
              coalesce(sum(new_count), 0)::int AS new,
              coalesce(sum(negotiating_count), 0)::int AS negotiating,
              coalesce(sum(complete_count), 0)::int AS complete,
              (SELECT json_agg(m ORDER BY m.month) FROM m) AS months
       FROM ev`,
      [fromMonth],
    ),
    data.one<{ dueSoon: number; dueSoonCount: number }>(
      `SELECT coalesce(sum(self_cents), 0)::bigint AS "dueSoon", count(*)::int AS "dueSoonCount"
       FROM bill WHERE owner_id = $1 AND status <> 'complete' AND due BETWEEN $2::date AND $2::date + 30`,
      [today],
    ),
  ]);
  // json_agg hands bigint sums back as JSON numbers: exact for any cents total below 2^53.
  const months = sums!.months ?? [];
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const spendingByMonth: MonthSpending[] = [];
  for (let i = 0; i < 12; i++) {
    const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1))
      .toISOString()
      .slice(0, 7);
    spendingByMonth.push(byMonth.get(month) ?? { month, totalCents: 0, selfCents: 0 });
  }
  const s = sums!;
  return {
    owedCents: s.owed,
    dueSoonCents: dueSoon!.dueSoon,
    dueSoonCount: dueSoon!.dueSoonCount,
    eventCount: s.events,
    billCount: s.bills,
    statusCounts: BILL_STATUSES.map((status) => ({ status, count: s[status] })),
    spendingByMonth,
  };
}
