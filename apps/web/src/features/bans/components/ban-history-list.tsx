import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { BanHistoryItemDto } from "@scrims/shared/bans/ban-history.schema";
import { formatBanDate } from "../utils/ban-history-format";
import { BannedPlayerLink, BanReason, BanStatusChip } from "./ban-history-cells";

const COLUMNS = ["Summoner Name", "Date From", "Date To", "Status", "Reason"] as const;

/** The desktop table (from the `md` breakpoint). */
export function BanHistoryTable({ bans }: { bans: BanHistoryItemDto[] }) {
  return (
    <TableContainer>
      <Table size="medium" aria-label="Ban history">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bans.map((ban) => (
            <TableRow key={ban._id} hover>
              <TableCell>
                <BannedPlayerLink ban={ban} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBanDate(ban.dateFrom)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatBanDate(ban.dateTo)}</TableCell>
              <TableCell>
                <BanStatusChip ban={ban} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <BanReason reason={ban.reason} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The phone layout (below `md`): one card per ban with the table's fields. */
export function BanHistoryCards({ bans }: { bans: BanHistoryItemDto[] }) {
  return (
    <Stack
      spacing={1.5}
      component="ul"
      aria-label="Ban history"
      sx={{ listStyle: "none", p: 0, m: 0 }}
    >
      {bans.map((ban) => (
        <Card key={ban._id} component="li" variant="outlined">
          <CardContent sx={{ display: "grid", gap: 1.25, "&:last-child": { pb: 2 } }}>
            <Box
              sx={{
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: 1,
              }}
            >
              <BannedPlayerLink ban={ban} />
              <BanStatusChip ban={ban} />
            </Box>
            <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
              <Field label="Date From">{formatBanDate(ban.dateFrom)}</Field>
              <Field label="Date To">{formatBanDate(ban.dateTo)}</Field>
            </Box>
            <Field label="Reason">
              <BanReason reason={ban.reason} />
            </Field>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
