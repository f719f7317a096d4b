import type { ReportDto } from "@scrims/shared/reports/reports.schema";
import { presentUser } from "@/features/users/users.presenter";
import type { ReportView } from "./reports.repository";

/** A report as the reporter (on filing) and the admins see it. */
export function presentReport(view: ReportView): ReportDto {
  return {
    _id: view.report.id,
    reason: view.report.reason as ReportDto["reason"],
    text: view.report.text,
    status: view.report.status as ReportDto["status"],
    reporter: presentUser(view.reporter),
    target: presentUser(view.target),
    context: {
      message: view.message && {
        _id: view.message.id,
        text: view.message.text,
        createdAt: view.message.createdAt.toISOString(),
      },
      scrim: view.scrim && { _id: view.scrim.id, title: view.scrim.title },
    },
    createdAt: view.report.createdAt.toISOString(),
  };
}
