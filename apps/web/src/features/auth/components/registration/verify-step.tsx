import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatRank } from "@scrims/shared/users/rank";
import type { ReactNode } from "react";
import { RankBadge } from "@/components/rank/rank-badge";
import type { AccountFormValues } from "../../utils/account-form";

type SummaryRow = { label: string; value: ReactNode };

function SummarySection({
  title,
  rows,
  onEdit,
}: {
  title: string;
  rows: SummaryRow[];
  onEdit: () => void;
}) {
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 2, overflow: "hidden" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: 2,
          py: 1,
          bgcolor: "rgba(255, 255, 255, 0.03)",
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          px: 2,
          py: 1.5,
          display: "grid",
          gridTemplateColumns: "minmax(110px, auto) minmax(0, 1fr)",
          columnGap: 2,
          rowGap: 1.25,
          alignItems: "center",
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: "anywhere" }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type VerifyStepProps = {
  values: AccountFormValues;
  onEditStep: (step: number) => void;
};

/** Step 2: everything the player entered, to check before the account is created. */
export function VerifyStep({ values, onEditStep }: VerifyStepProps) {
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Typography color="text.secondary">
        Check your details. Other players find you in lobbies by your summoner name and Discord.
      </Typography>
      <SummarySection
        title="Summoner details"
        onEdit={() => onEditStep(0)}
        rows={[
          { label: "Summoner Name", value: values.name.trim() },
          { label: "Tagline", value: `#${values.summonerTagline.trim()}` },
          { label: "Region", value: values.region },
          { label: "Discord", value: values.discord.trim() },
          { label: "Update emails", value: values.canSendEmailsToUser ? "Yes" : "No" },
        ]}
      />
      <SummarySection
        title="Rank"
        onEdit={() => onEditStep(1)}
        rows={[
          {
            label: "Rank",
            value: <RankBadge rank={formatRank(values.rankDivision, values.rankNumber)} />,
          },
        ]}
      />
    </Box>
  );
}
