import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { banHistoryTexts, type BanHistoryItemDto } from "@scrims/shared/bans/ban-history.schema";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { shortReason } from "../utils/ban-history-format";

/** The banned player's summoner name, to `/users/{name}?region={region}`. */
export function BannedPlayerLink({ ban }: { ban: BanHistoryItemDto }) {
  return (
    <Link
      component={RouterLink}
      to={paths.user(ban._user.name, ban._user.region)}
      fontWeight={600}
      underline="hover"
    >
      {ban._user.name}
    </Link>
  );
}

/** Active, or Inactive/Expired (ended or lifted). */
export function BanStatusChip({ ban }: { ban: BanHistoryItemDto }) {
  return (
    <Chip
      size="small"
      label={ban.isActive ? banHistoryTexts.active : banHistoryTexts.expired}
      color={ban.isActive ? "error" : "default"}
      variant={ban.isActive ? "filled" : "outlined"}
    />
  );
}

/** The reason cut at 32 characters; the whole text on hover (or a tap on a phone). */
export function BanReason({ reason }: { reason: string }) {
  const shown = shortReason(reason);
  const text = (
    <Typography variant="body2" component="span" sx={{ overflowWrap: "anywhere" }}>
      {shown}
    </Typography>
  );
  if (shown === reason) {
    return text;
  }
  return (
    <Tooltip title={reason} enterTouchDelay={0} describeChild>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keyboard reaches the full reason's tooltip only through focus (WCAG 2.1.1) */}
      <span tabIndex={0}>{text}</span>
    </Tooltip>
  );
}
