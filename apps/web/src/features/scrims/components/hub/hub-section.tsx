import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useId } from "react";
import { ScrimListItem } from "../lobby/scrim-list-item";

type HubSectionProps = {
  title: string;
  scrims: ScrimDto[];
  emptyText: string;
};

/** One of Current / Upcoming / Previous Scrims, with its count and its cards. */
export function HubSection({ title, scrims, emptyText }: HubSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.25, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Chip size="small" label={scrims.length} aria-label={`${scrims.length} scrims`} />
      </Box>
      {scrims.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{
            py: 2.5,
            textAlign: "center",
            borderRadius: 2,
            border: "1px dashed",
            borderColor: "rgba(255, 255, 255, 0.14)",
          }}
        >
          {emptyText}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {scrims.map((scrim) => (
            <ScrimListItem key={scrim._id} scrim={scrim} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
