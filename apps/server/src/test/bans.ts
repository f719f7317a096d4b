import { eq, sql, type SQL } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { expect } from "vitest";
import type { App } from "@/app";
import { bans } from "@/db/schema/index";
import { injectAs } from "./app";
import type { TestUser } from "./factories/users";
import { userRequests } from "./requests";

const DAY = 24 * 60 * 60 * 1000;

/** Ban times relative to now, as ISO strings (what the form sends). */
export function banWindow(fromDays: number, toDays: number) {
  return {
    dateFrom: new Date(Date.now() + fromDays * DAY).toISOString(),
    dateTo: new Date(Date.now() + toDays * DAY).toISOString(),
  };
}

/**
 * Ban bodies whose dates no input may name (years outside 2000–2100, or not a date at all), each
 * with the field at fault: every one is a 400 that changes nothing.
 */
export function banBodiesWithBadDates(): { what: string; body: Record<string, string> }[] {
  const { dateFrom, dateTo } = banWindow(0, 3);
  const reason = "Bad dates";
  return [
    { what: "dateFrom in year 0", body: { dateFrom: "0000-06-01T00:00:00.000Z", dateTo, reason } },
    { what: "dateFrom in 1999", body: { dateFrom: "1999-12-31T23:59:59.000Z", dateTo, reason } },
    { what: "dateTo in 2101", body: { dateFrom, dateTo: "2101-01-01T00:00:00.000Z", reason } },
    { what: "dateTo in year 0", body: { dateFrom, dateTo: "0000-01-02T00:00:00.000Z", reason } },
    { what: "dateFrom not a date", body: { dateFrom: "2025-02-30T25:61:00Z", dateTo, reason } },
    { what: "dateTo not a date", body: { dateFrom, dateTo: "next tuesday", reason } },
  ];
}

/** Bans a player through the API as `admin` (answering 200); resolves with the new ban's id. */
export async function banThroughApi(
  app: App,
  admin: TestUser,
  userId: string,
  ban: { dateFrom: string; dateTo: string; reason: string },
): Promise<string> {
  const res = await injectAs(app, admin, userRequests.ban(userId, ban));
  expect(res.statusCode).toBe(200);
  return res.json().currentBan._id as string;
}

/**
 * What a socket hears when a ban ends its connection: the `banned` payload (if one came first)
 * and the reason of the disconnect.
 */
export function bannedAndDisconnected(
  socket: Socket,
): Promise<{ banned: unknown; reason: string }> {
  return new Promise((resolve) => {
    let banned: unknown;
    socket.on("banned", (payload: unknown) => {
      banned = payload;
    });
    socket.on("disconnect", (reason) => resolve({ banned, reason }));
  });
}

/** Every ban row of a player (history), oldest first. */
export async function bansOf(app: App, userId: string) {
  const rows = await app.deps.db.select().from(bans).where(eq(bans.userId, userId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Inserts a ban straight into the table (e.g. one whose end has already passed), and tells the
 * session cache, as the services do after their writes.
 */
export async function insertBan(
  app: App,
  values: {
    userId: string;
    dateFrom: Date;
    dateTo: Date;
    bannedById?: string;
    reason?: string;
    /** A ban given earlier than now, or one already lifted. */
    createdAt?: Date;
    liftedAt?: Date;
  },
) {
  const [row] = await app.deps.db
    .insert(bans)
    .values({ reason: "test ban", ...values })
    .returning();
  if (!row) {
    throw new Error("insertBan: no row");
  }
  await app.deps.sessions.userChanged(row.userId);
  return row;
}

/** As if a ban's end had just passed: its end moved to a second ago (and its start three days back). */
export async function endBanNow(app: App, banId: string): Promise<void> {
  await moveBan(app, banId, {
    dateFrom: sql`now() - interval '3 days'`,
    dateTo: sql`now() - interval '1 second'`,
  });
}

/** As if a ban that starts later had just started: its start moved to a second ago. */
export async function startBanNow(app: App, banId: string): Promise<void> {
  await moveBan(app, banId, { dateFrom: sql`now() - interval '1 second'` });
}

/** Moves a ban's dates straight in the table, then tells the session cache. */
async function moveBan(
  app: App,
  banId: string,
  dates: Partial<Record<"dateFrom" | "dateTo", SQL>>,
): Promise<void> {
  const rows = await app.deps.db
    .update(bans)
    .set(dates)
    .where(eq(bans.id, banId))
    .returning({ userId: bans.userId });
  for (const { userId } of rows) {
    await app.deps.sessions.userChanged(userId);
  }
}

/**
 * Makes the database refuse to lift any ban (a CHECK constraint, NOT VALID so existing rows are
 * not scanned), as an unexpected failure would; only on a database of the test file's own.
 * Answers the undo.
 */
export async function refuseBanLifts(app: App): Promise<() => Promise<void>> {
  await app.deps.db.execute(
    sql.raw("alter table bans add constraint test_refuse_lift check (lifted_at is null) not valid"),
  );
  return async () => {
    await app.deps.db.execute(sql.raw("alter table bans drop constraint test_refuse_lift"));
  };
}
