import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatRank } from "@scrims/shared/users/rank";
import { RankEmblem } from "@/components/rank/rank-emblem";
import { RankFields } from "@/components/rank/rank-fields";
import type { AccountFormValues } from "../../utils/account-form";

type RankStepProps = {
  values: AccountFormValues;
  onChange: (patch: Partial<AccountFormValues>) => void;
};

/** Step 1: division and (Iron to Diamond) number, with a live preview of the rank as sent. */
export function RankStep({ values, onChange }: RankStepProps) {
  const rank = formatRank(values.rankDivision, values.rankNumber);

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Typography color="text.secondary">
        Pick your current Solo/Duo rank. Admins use it to balance teams; Master and above have no
        number.
      </Typography>
      <RankFields
        value={{ division: values.rankDivision, number: values.rankNumber }}
        onChange={({ division, number }) =>
          onChange({ rankDivision: division, rankNumber: number })
        }
      />
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 2,
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: "divider",
          bgcolor: "rgba(255, 255, 255, 0.03)",
        }}
      >
        <RankEmblem rank={rank} size={56} />
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            Shown on your profile as
          </Typography>
          <Typography
            component="output"
            aria-label="Rank preview"
            aria-live="polite"
            sx={{ display: "block", fontSize: "1.35rem", fontWeight: 700 }}
          >
            {rank}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
