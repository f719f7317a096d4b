import { z } from "zod";
import { isEmptyOrVisible, multilineText } from "../common/text";
import { userDtoSchema } from "../users/users.schema";

export const REPORT_REASONS = ["cheating", "harassment", "no-show", "name", "other"] as const;
const reportReasonSchema = z.enum(REPORT_REASONS, { error: "Choose a reason" });
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** What each reason reads as in the report dialog and the admin queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  cheating: "Cheating",
  harassment: "Harassment",
  "no-show": "No-show",
  name: "Offensive name",
  other: "Other",
};

export const REPORT_TEXT_MAX = 1000;
const REPORT_STATUSES = ["open", "dismissed", "banned"] as const;
const reportStatusSchema = z.enum(REPORT_STATUSES);

export const reportMessages = {
  textTooLong: `Tell us in at most ${REPORT_TEXT_MAX} characters`,
  textBlank: "Say what happened, or leave this empty",
  cannotReportSelf: "You cannot report yourself",
  reportExists: "You already have an open report of this player",
  alreadyReported: "You have already reported this player",
  targetNotFound: "User not found",
  messageNotFound: "Message not found",
  messageNotByTarget: "That message was not written by this player",
  scrimNotFound: "Scrim not found",
  reportNotFound: "Report not found",
  reportClosed: "This report is already closed",
  reported: "Thanks, the admins will look at your report",
  dismissed: "Report dismissed",
} as const;

/** `POST /api/reports`: who, why, and the message or scrim it is about (optional). */
export const createReportInputSchema = z.object({
  targetUserId: z.uuid("User not found"),
  reason: reportReasonSchema,
  /** What happened, in the reporter's words: up to 1,000 characters; empty, or showing something. */
  text: multilineText()
    .refine(isEmptyOrVisible, reportMessages.textBlank)
    .trim()
    .max(REPORT_TEXT_MAX, reportMessages.textTooLong),
  messageId: z.uuid(reportMessages.messageNotFound).optional(),
  scrimId: z.uuid(reportMessages.scrimNotFound).optional(),
});
export type CreateReportInput = z.infer<typeof createReportInputSchema>;

export const reportIdParamsSchema = z.object({ id: z.uuid(reportMessages.reportNotFound) });

/** `GET /api/admin/reports?status=open` (open when not given). */
export const listReportsQuerySchema = z.object({
  status: reportStatusSchema.default("open"),
});

/** What a report was made from: the chat message and/or the scrim, when given and still there. */
const reportContextDtoSchema = z.object({
  message: z
    .object({
      _id: z.uuid(),
      text: z.string(),
      /** ISO-8601 UTC. */
      createdAt: z.string(),
    })
    .nullable(),
  scrim: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
});

const reportDtoSchema = z.object({
  _id: z.uuid(),
  reason: reportReasonSchema,
  text: z.string(),
  status: reportStatusSchema,
  reporter: userDtoSchema,
  target: userDtoSchema,
  context: reportContextDtoSchema,
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type ReportDto = z.infer<typeof reportDtoSchema>;

export const createReportDtoSchema = z.object({ report: reportDtoSchema });
export const reportListDtoSchema = z.array(reportDtoSchema);

/** `GET /api/reports/check/{userId}`: whose open reports the signed-in player asks about. */
export const reportCheckParamsSchema = z.object({ userId: z.uuid(reportMessages.targetNotFound) });

/**
 * Whether the signed-in player has an open report of that player: the report dialog says so
 * instead of sending a second one (which the server refuses, 409 REPORT_EXISTS).
 */
export const reportCheckDtoSchema = z.object({ reported: z.boolean() });
export type ReportCheckDto = z.infer<typeof reportCheckDtoSchema>;
