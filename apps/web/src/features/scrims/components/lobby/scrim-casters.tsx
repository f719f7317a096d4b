import MicRoundedIcon from "@mui/icons-material/MicRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useInsertCaster } from "../../api/insert-caster";
import { useRemoveCaster } from "../../api/remove-caster";
import { useViewer } from "@/lib/session";
import { castIsOpen, casterRoom, isCaster, seatOfUser } from "../../utils/scrim-state";

/**
 * The casters, with Join cast (while the cast has room, never for a seated player) and Leave cast;
 * both go once the game is over (winner set, or three hours after the start).
 */
export function ScrimCasters({ scrim, now }: { scrim: ScrimDto; now: Date }) {
  const viewer = useViewer();
  const join = useInsertCaster();
  const leave = useRemoveCaster();
  const viewerIsCaster = isCaster(scrim, viewer._id);
  const canJoin = casterRoom(scrim, now) > 0 && !viewerIsCaster && !seatOfUser(scrim, viewer._id);
  const canLeave = viewerIsCaster && castIsOpen(scrim, now);
  const variables = { scrimId: scrim._id, userId: viewer._id };

  if (!scrim.isWithCasters && scrim.casters.length === 0) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: "text.secondary" }}>
        <MicRoundedIcon fontSize="small" />
        <Typography variant="body2">No casters for this game</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
      <MicRoundedIcon fontSize="small" sx={{ color: "text.secondary" }} />
      <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ color: "text.secondary" }}>
          Casters ({scrim.casters.length}/{scrim.maxCastersAllowedCount}):{" "}
        </Box>
        {scrim.casters.length === 0 ? (
          <Box component="span" sx={{ color: "text.secondary" }}>
            none yet
          </Box>
        ) : (
          scrim.casters.map((caster, index) => (
            <Fragment key={caster._id}>
              {index > 0 && ", "}
              <Link
                component={RouterLink}
                to={paths.user(caster.name, caster.region, caster.summonerTagline)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {caster.name}
              </Link>
            </Fragment>
          ))
        )}
      </Typography>
      {canJoin && (
        <Button
          size="small"
          variant="outlined"
          disabled={join.isPending}
          onClick={() => join.mutate(variables)}
        >
          Join cast
        </Button>
      )}
      {canLeave && (
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          disabled={leave.isPending}
          onClick={() => leave.mutate(variables)}
        >
          Leave cast
        </Button>
      )}
    </Box>
  );
}
