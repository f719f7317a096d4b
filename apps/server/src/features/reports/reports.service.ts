import type { BanInput } from "@scrims/shared/bans/bans.schema";
import {
  reportMessages,
  type CreateReportInput,
  type ReportDto,
} from "@scrims/shared/reports/reports.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { withTransaction, type CreateOptions } from "@/lib/transaction";
import { banInTransaction, mapBanConflict } from "@/features/bans/bans.service";
import { findReadableMessage } from "@/features/chat/chat.service";
import type { Actor } from "@/lib/actor";
import { visibleScrimIds } from "@/features/scrims/scrims.service";
import { usersRepository } from "@/features/users/users.repository";
import { presentReport } from "./reports.presenter";
import { reportsRepository, type ReportRow } from "./reports.repository";

/** How many reports the admin queue answers at most. */
const QUEUE_LIMIT = 200;

async function loadReport(db: DbOrTx, id: string): Promise<ReportDto> {
  const view = await reportsRepository.findView(db, id);
  if (!view) {
    throw new AppError("NOT_FOUND", reportMessages.reportNotFound);
  }
  return presentReport(view);
}

/**
 * The context a report names, checked as its reporter sees it: a message they may read, written
 * by the target (a message of a scrim's chat also names its scrim), and a scrim they may see.
 * Anything else is told not to exist.
 *
 * @throws AppError NOT_FOUND | BAD_REQUEST (a message of someone else)
 */
async function reportContext(
  deps: Pick<Deps, "db">,
  reporter: Actor,
  input: CreateReportInput,
): Promise<{ messageId: string | null; scrimId: string | null }> {
  let scrimId = input.scrimId ?? null;
  let messageId: string | null = null;
  if (input.messageId) {
    const { message, conversation } = await findReadableMessage(deps, reporter, input.messageId);
    if (message.row.senderId !== input.targetUserId) {
      throw new AppError("BAD_REQUEST", reportMessages.messageNotByTarget);
    }
    messageId = message.row.id;
    scrimId ??= conversation.scrimId;
  }
  if (scrimId) {
    const [visible] = await visibleScrimIds(deps, reporter, [scrimId]);
    if (!visible) {
      throw new AppError("NOT_FOUND", reportMessages.scrimNotFound);
    }
  }
  return { messageId, scrimId };
}

/**
 * A player reports another one, with a reason and their words, from a profile or a chat message.
 * One open report per reporter and target: the partial unique index decides, even for two at once.
 *
 * @throws AppError BAD_REQUEST (oneself, a message of someone else) | NOT_FOUND | REPORT_EXISTS
 */
export async function createReport(
  deps: Pick<Deps, "db" | "log" | "background" | "events">,
  reporter: Actor,
  input: CreateReportInput,
  options: CreateOptions<ReportDto> = {},
): Promise<ReportDto> {
  if (input.targetUserId === reporter.id) {
    throw new AppError("BAD_REQUEST", reportMessages.cannotReportSelf);
  }
  const target = await usersRepository.findById(deps.db, input.targetUserId);
  if (!target) {
    throw new AppError("NOT_FOUND", reportMessages.targetNotFound);
  }
  const context = await reportContext(deps, reporter, input);
  try {
    return await withTransaction(
      deps,
      async ({ tx }) => {
        const report = await reportsRepository.insert(tx, {
          reporterId: reporter.id,
          targetId: target.id,
          reason: input.reason,
          text: input.text,
          ...context,
        });
        return loadReport(tx, report.id);
      },
      options.inTransaction,
    );
  } catch (error) {
    if (uniqueViolationConstraint(error) === "reports_one_open_per_pair_key") {
      throw new AppError("REPORT_EXISTS", reportMessages.reportExists);
    }
    throw error;
  }
}

/** Whether the player has a report of `targetUserId` still open (none of oneself). */
export async function hasOpenReport(
  deps: Pick<Deps, "db">,
  reporter: Actor,
  targetUserId: string,
): Promise<boolean> {
  return reportsRepository.hasOpen(deps.db, reporter.id, targetUserId);
}

/** The admin queue: reports of one status with their context. */
export async function listReports(
  deps: Pick<Deps, "db">,
  status: ReportRow["status"],
): Promise<ReportDto[]> {
  return (await reportsRepository.listViews(deps.db, status, QUEUE_LIMIT)).map(presentReport);
}

/** The open report `id`, locked until the transaction ends. @throws NOT_FOUND | REPORT_CLOSED */
async function lockOpenReport(tx: Tx, id: string): Promise<ReportRow> {
  const report = await reportsRepository.findByIdForUpdate(tx, id);
  if (!report) {
    throw new AppError("NOT_FOUND", reportMessages.reportNotFound);
  }
  if (report.status !== "open") {
    throw new AppError("REPORT_CLOSED", reportMessages.reportClosed);
  }
  return report;
}

/**
 * An admin closes a report without acting on it.
 *
 * @throws AppError NOT_FOUND | REPORT_CLOSED
 */
export async function dismissReport(deps: Deps, admin: Actor, id: string): Promise<ReportDto> {
  await withTransaction(deps, async ({ tx }) => {
    await lockOpenReport(tx, id);
    await reportsRepository.close(tx, id, { status: "dismissed", resolvedById: admin.id });
  });
  return loadReport(deps.db, id);
}

/**
 * An admin bans the reported player from the report (the ban rules of `banUser`), which closes
 * it: the ban and the closing commit together or not at all.
 *
 * @throws AppError NOT_FOUND | REPORT_CLOSED | FORBIDDEN (an admin) | ALREADY_BANNED
 */
export async function banFromReport(
  deps: Deps,
  admin: Actor,
  id: string,
  ban: BanInput,
  options: CreateOptions<ReportDto> = {},
): Promise<ReportDto> {
  return mapBanConflict(() =>
    withTransaction(
      deps,
      async (unit) => {
        const { tx } = unit;
        const report = await lockOpenReport(tx, id);
        const { ban: given } = await banInTransaction(deps, unit, {
          actor: admin,
          userId: report.targetId,
          ban,
        });
        await reportsRepository.close(tx, id, {
          status: "banned",
          resolvedById: admin.id,
          banId: given.id,
        });
        return loadReport(tx, id);
      },
      options.inTransaction,
    ),
  );
}
