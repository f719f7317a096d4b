import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import type { Theme } from "@mui/material/styles";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  BAN_HISTORY_DEFAULT_PAGE_SIZE,
  BAN_HISTORY_PAGE_SIZES,
  banHistoryTexts,
} from "@scrims/shared/bans/ban-history.schema";
import { useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { viewerTimeZone } from "@/utils/time-zone";
import { useBanHistory } from "../api/get-ban-history";
import { BanHistoryFilters, type BanHistoryFilterValues } from "./ban-history-filters";
import { BanHistoryCards, BanHistoryTable } from "./ban-history-list";
import { PageTitle } from "@/components/page-title";

/** "1 ban matches.", "12 bans in total." */
const countText = (total: number, filtered: boolean) =>
  filtered
    ? `${total} ${total === 1 ? "ban matches" : "bans match"}.`
    : `${total} ${total === 1 ? "ban" : "bans"} in total.`;

const NO_FILTERS: BanHistoryFilterValues = { name: null, date: null, status: "all" };

/**
 * The ban history for admins: every ban, oldest first, paged and filtered by the server. A
 * table from the `md` breakpoint, cards below it, each layout with the spec's page sizes.
 */
export function BanHistory() {
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up("md"), { noSsr: true });
  const layout = isDesktop ? "desktop" : "mobile";
  const sizes: readonly number[] = BAN_HISTORY_PAGE_SIZES[layout];
  const [tz] = useState(viewerTimeZone);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  // A size of the other layout falls back to this layout's default.
  const pageSize =
    chosenSize !== null && sizes.includes(chosenSize)
      ? chosenSize
      : BAN_HISTORY_DEFAULT_PAGE_SIZE[layout];
  const history = useBanHistory({ ...filters, tz, page: page + 1, pageSize });
  const data = history.data;

  const handleFilters = (next: BanHistoryFilterValues) => {
    setFilters(next);
    setPage(0);
  };

  const filtered = filters.name !== null || filters.date !== null || filters.status !== "all";
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: { xs: 2.5, md: 3.5 } }}>
        <PageTitle>Ban History</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Every ban given, oldest first.
          {data && ` ${countText(data.total, filtered)}`}
        </Typography>
      </Box>
      <BanHistoryFilters value={filters} tz={tz} onChange={handleFilters} />
      <Paper
        variant="outlined"
        sx={{
          position: "relative",
          overflow: "hidden",
          bgcolor: isDesktop ? undefined : "transparent",
          border: isDesktop ? undefined : "none",
        }}
      >
        {history.isFetching && data && (
          <LinearProgress
            sx={{ position: "absolute", top: 0, left: 0, right: 0 }}
            aria-label="Updating"
          />
        )}
        {history.isPending ? (
          <LoadingScreen text={banHistoryTexts.loading} />
        ) : history.isError && !data ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {history.error.message}
          </Alert>
        ) : data && data.bans.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: "center" }}>
            {filtered ? "No bans match these filters" : banHistoryTexts.empty}
          </Typography>
        ) : data && isDesktop ? (
          <BanHistoryTable bans={data.bans} />
        ) : (
          data && <BanHistoryCards bans={data.bans} />
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={data && page > 0 && page >= data.pageCount ? Math.max(0, data.pageCount - 1) : page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...sizes]}
          onRowsPerPageChange={(event) => {
            setChosenSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={banHistoryTexts.perPage}
          sx={{
            // Tighter on a phone, so the size, the range and the arrows fit one 390 px line.
            ".MuiTablePagination-toolbar": {
              flexWrap: "wrap",
              justifyContent: "flex-end",
              px: { xs: 0.5, sm: 2 },
            },
            ".MuiTablePagination-input": { mr: { xs: 1, sm: 4 }, ml: { xs: 0.5, sm: 1 } },
            ".MuiTablePagination-actions": { ml: { xs: 0.5, sm: 2.5 } },
          }}
        />
      </Paper>
    </Container>
  );
}
