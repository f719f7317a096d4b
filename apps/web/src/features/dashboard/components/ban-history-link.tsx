import GavelIcon from "@mui/icons-material/Gavel";
import HistoryIcon from "@mui/icons-material/History";
import Button from "@mui/material/Button";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** A button to the ban history (/admin/bans), with a history or a gavel icon. */
export function BanHistoryLink({
  label,
  icon = "history",
}: {
  label: string;
  icon?: "history" | "gavel";
}) {
  return (
    <Button
      variant="outlined"
      startIcon={icon === "history" ? <HistoryIcon /> : <GavelIcon />}
      component={Link}
      to={paths.adminBans}
    >
      {label}
    </Button>
  );
}
