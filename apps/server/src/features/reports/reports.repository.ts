import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { writtenRow } from "@/db/rows";
import { messages, reports, scrims, users } from "@/db/schema/index";

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** A report with what the admin queue shows of it: both players and its context. */
export type ReportView = {
  report: ReportRow;
  reporter: UserRow;
  target: UserRow;
  message: { id: string; text: string; createdAt: Date } | null;
  scrim: { id: string; title: string } | null;
};

const reporters = alias(users, "reporter");
const targets = alias(users, "target");

function selectViews(db: DbOrTx) {
  return db
    .select({
      report: reports,
      reporter: reporters,
      target: targets,
      messageId: messages.id,
      messageText: messages.text,
      messageCreatedAt: messages.createdAt,
      scrimId: scrims.id,
      scrimTitle: scrims.title,
    })
    .from(reports)
    .innerJoin(reporters, eq(reporters.id, reports.reporterId))
    .innerJoin(targets, eq(targets.id, reports.targetId))
    .leftJoin(messages, eq(messages.id, reports.messageId))
    .leftJoin(scrims, eq(scrims.id, reports.scrimId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectViews>["where"]>>[number];

function toView(row: JoinedRow): ReportView {
  return {
    report: row.report,
    reporter: row.reporter,
    target: row.target,
    message:
      row.messageId && row.messageText !== null && row.messageCreatedAt
        ? { id: row.messageId, text: row.messageText, createdAt: row.messageCreatedAt }
        : null,
    scrim:
      row.scrimId && row.scrimTitle !== null ? { id: row.scrimId, title: row.scrimTitle } : null,
  };
}

export const reportsRepository = {
  async insert(db: DbOrTx, values: NewReportRow): Promise<ReportRow> {
    return writtenRow(await db.insert(reports).values(values).returning(), "insert into reports");
  },

  /** Whether `reporterId` has a report of `targetId` still open (at most one: the unique index). */
  async hasOpen(db: DbOrTx, reporterId: string, targetId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetId, targetId),
          eq(reports.status, "open"),
        ),
      );
    return row !== undefined;
  },

  async findByIdForUpdate(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).for("update");
    return row;
  },

  async findView(db: DbOrTx, id: string): Promise<ReportView | undefined> {
    const [row] = await selectViews(db).where(eq(reports.id, id));
    return row && toView(row);
  },

  /** Reports of one status: open ones oldest first (a queue), closed ones newest first. */
  async listViews(db: DbOrTx, status: string, limit: number): Promise<ReportView[]> {
    const order =
      status === "open"
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.createdAt), desc(reports.id)];
    const rows = await selectViews(db)
      .where(eq(reports.status, status))
      .orderBy(...order)
      .limit(limit);
    return rows.map(toView);
  },

  async close(
    db: DbOrTx,
    id: string,
    values: { status: "dismissed" | "banned"; resolvedById: string; banId?: string },
  ): Promise<void> {
    await db
      .update(reports)
      .set({ ...values, resolvedAt: new Date() })
      .where(eq(reports.id, id));
  },
};
