import FlagRoundedIcon from "@mui/icons-material/FlagRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { BanInput } from "@scrims/shared/bans/bans.schema";
import { reportMessages, type ReportDto } from "@scrims/shared/reports/reports.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useState } from "react";
import type { ReactNode } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { useBanFromReport, useDismissReport } from "../api/close-report";
import { useReports } from "../api/get-reports";
import { ReportCard } from "./report-card";

export const NO_REPORTS_TEXT = "No open reports. Nice and quiet.";

/** What the page gives to ban from a report: the ban dialog, which gives the ban with `ban`. */
export type RenderBanDialog = (props: {
  report: ReportDto;
  ban: (input: BanInput) => Promise<UserDto>;
  onClose: () => void;
}) => ReactNode;

/** The admin dashboard's queue of open reports, oldest first, with dismiss and ban. */
export function ReportsQueue({ renderBanDialog }: { renderBanDialog: RenderBanDialog }) {
  const reports = useReports("open");
  const dismiss = useDismissReport();
  const banFrom = useBanFromReport();
  const { showAlert } = useAlerts();
  const [banning, setBanning] = useState<ReportDto | null>(null);
  const busyId = dismiss.isPending ? dismiss.variables.reportId : null;

  const handleDismiss = async (report: ReportDto) => {
    try {
      await dismiss.mutateAsync({ reportId: report._id });
      showAlert({ type: "success", message: reportMessages.dismissed });
    } catch {
      // The error alert shows the server's message.
    }
  };

  const count = reports.data?.length ?? 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reports-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: { xs: 3, md: 4 } }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, mb: 2 }}>
        <FlagRoundedIcon color="error" />
        <Typography id="reports-title" variant="h6" component="h2">
          Reports
        </Typography>
        {reports.data && (
          <Chip
            size="small"
            label={`${count} open`}
            color={count > 0 ? "error" : "default"}
            variant={count > 0 ? "filled" : "outlined"}
          />
        )}
      </Box>
      {reports.isPending && (
        <Box sx={{ display: "grid", gap: 1.5 }} aria-label="Loading reports">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      )}
      {reports.isError && (
        <LoadErrorAlert what="the reports" onRetry={() => void reports.refetch()} />
      )}
      {reports.data && count === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
          {NO_REPORTS_TEXT}
        </Typography>
      )}
      {reports.data && count > 0 && (
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {reports.data.map((report) => (
            <ReportCard
              key={report._id}
              report={report}
              busy={busyId === report._id}
              onDismiss={() => void handleDismiss(report)}
              onBan={() => setBanning(report)}
            />
          ))}
        </Box>
      )}
      {banning &&
        renderBanDialog({
          report: banning,
          ban: async (input) =>
            (await banFrom.mutateAsync({ reportId: banning._id, ...input })).report.target,
          onClose: () => setBanning(null),
        })}
    </Paper>
  );
}
