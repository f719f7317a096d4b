import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

type PreviewSlot = {
  role: string;
  /** A made-up summoner, or null for a free role. */
  player: string | null;
};

type PreviewTeam = {
  side: string;
  team: string;
  color: string;
  slots: readonly PreviewSlot[];
};

const teams: readonly PreviewTeam[] = [
  {
    side: "Blue Side",
    team: "Team One",
    color: "#2196F3",
    slots: [
      { role: "Top", player: "Ironwall" },
      { role: "Jungle", player: "Pathfinder" },
      { role: "Mid", player: "Wavebreak" },
      { role: "ADC", player: "Lasthit" },
      { role: "Support", player: "Wardhop" },
    ],
  },
  {
    side: "Red Side",
    team: "Team Two",
    color: "#F44336",
    slots: [
      { role: "Top", player: "Splitpush" },
      { role: "Jungle", player: null },
      { role: "Mid", player: "Roamer" },
      { role: "ADC", player: null },
      { role: "Support", player: "Engage" },
    ],
  },
];

function TeamColumn({ team }: { team: PreviewTeam }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ display: "block", fontWeight: 700, color: team.color }}>
        {team.side}
      </Typography>
      <Typography variant="caption" sx={{ display: "block", color: "text.secondary", mb: 1 }}>
        {team.team}
      </Typography>
      <Stack spacing={0.75}>
        {team.slots.map((slot) => (
          <Box
            key={slot.role}
            sx={{
              display: "flex",
              justifyContent: "space-between",
              gap: 1,
              px: 1,
              py: 0.75,
              borderRadius: 1.5,
              fontSize: { xs: "0.75rem", sm: "0.8125rem" },
              border: 1,
              borderStyle: slot.player ? "solid" : "dashed",
              borderColor: slot.player ? "transparent" : alpha(team.color, 0.6),
              bgcolor: slot.player ? alpha(team.color, 0.12) : "transparent",
            }}
          >
            <Box component="span" sx={{ color: "text.secondary" }}>
              {slot.role}
            </Box>
            <Box
              component="span"
              sx={{
                fontWeight: 600,
                overflow: "hidden",
                textOverflow: "ellipsis",
                whiteSpace: "nowrap",
                color: slot.player ? "text.primary" : team.color,
              }}
            >
              {slot.player ?? "Join"}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** A static picture of a scrim lobby; it is decoration, so assistive tech gets one label. */
export function ScrimPreview() {
  return (
    <Paper
      role="img"
      aria-label="Example scrim: Blue Side against Red Side with two roles still free, game starting in 04:59"
      elevation={8}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        border: 1,
        borderColor: "divider",
        backgroundImage: "linear-gradient(160deg, rgba(33,150,243,0.10), rgba(244,67,54,0.06))",
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Friday Night Customs</Typography>
        {/* Drawn like a small primary chip; MUI's Chip would add its own chunk to the first load. */}
        <Box
          component="span"
          sx={{
            display: "inline-flex",
            alignItems: "center",
            height: 24,
            px: 1,
            borderRadius: 4,
            fontSize: "0.8125rem",
            bgcolor: "primary.main",
            color: "primary.contrastText",
          }}
        >
          EUW
        </Box>
      </Stack>
      <Box
        sx={{
          textAlign: "center",
          py: 1,
          mb: 2,
          borderRadius: 2,
          bgcolor: "action.hover",
        }}
      >
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          Game starting in
        </Typography>
        <Typography
          sx={{ fontWeight: 700, fontSize: "1.5rem", fontVariantNumeric: "tabular-nums" }}
        >
          04:59
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: { xs: 1.5, sm: 2 } }}>
        {teams.map((team) => (
          <TeamColumn key={team.side} team={team} />
        ))}
      </Box>
    </Paper>
  );
}
