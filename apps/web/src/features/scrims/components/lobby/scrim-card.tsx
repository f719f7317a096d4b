import ExpandLessRoundedIcon from "@mui/icons-material/ExpandLessRounded";
import ExpandMoreRoundedIcon from "@mui/icons-material/ExpandMoreRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId, useState } from "react";
import { AverageRanks } from "./average-ranks";
import { ScrimCardHeader } from "./scrim-card-header";
import { ScrimLobby } from "./scrim-lobby";
import { ScrimSummary } from "./scrim-summary";

type ScrimCardProps = {
  scrim: ScrimDto;
  /** In lists: starts collapsed with Show More / Show less. The detail page is always expanded. */
  collapsible?: boolean;
  titleComponent?: "h1" | "h2" | "h3";
};

/**
 * The scrim card / lobby panel: header, then either the summary (collapsed) or both teams with
 * the info box. Reads the viewer from the session.
 */
export function ScrimCard({ scrim, collapsible = false, titleComponent = "h3" }: ScrimCardProps) {
  const titleId = useId();
  const lobbyId = useId();
  const [expanded, setExpanded] = useState(!collapsible);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        display: "grid",
        gap: 2,
        bgcolor: "rgba(21, 27, 36, 0.86)",
        borderColor: "rgba(255, 255, 255, 0.1)",
        backgroundImage:
          "linear-gradient(135deg, rgba(33, 150, 243, 0.07), transparent 35%, transparent 65%, rgba(244, 67, 54, 0.06))",
      }}
    >
      <ScrimCardHeader
        scrim={scrim}
        titleId={titleId}
        titleComponent={titleComponent}
        linkTitle={collapsible}
      />
      <AverageRanks averageRank={scrim.averageRank} />
      <Divider />
      <Box id={lobbyId}>
        {expanded ? (
          <ScrimLobby scrim={scrim} inList={collapsible} />
        ) : (
          <ScrimSummary scrim={scrim} />
        )}
      </Box>
      {collapsible && (
        <Button
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={lobbyId}
          endIcon={expanded ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
          sx={{ justifySelf: "center" }}
        >
          {expanded ? "Show less" : "Show More"}
        </Button>
      )}
    </Paper>
  );
}
