import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { RegionField } from "@/components/forms/region-field";
import { SummonerNameField } from "@/components/forms/summoner-name-field";
import { TaglineField } from "@/components/forms/tagline-field";
import type { AccountFormValues } from "../utils/account-form";

const DISCORD_HINT = "e.g. summoner or summoner#1234";
const EMAILS_LABEL = "Send me emails about upcoming scrims and Scrims news";

type AccountDetailsFieldsProps = {
  values: AccountFormValues;
  onChange: (patch: Partial<AccountFormValues>) => void;
  disabled?: boolean;
};

/** Summoner name, tagline, region, Discord and the email opt-in: shared by sign-up and settings. */
export function AccountDetailsFields({ values, onChange, disabled }: AccountDetailsFieldsProps) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2.5,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
      }}
    >
      <SummonerNameField
        value={values.name}
        onChange={(name) => onChange({ name })}
        disabled={disabled}
        required
        helperText="Your in-game name, no tagline"
      />
      <TaglineField
        value={values.summonerTagline}
        onChange={(summonerTagline) => onChange({ summonerTagline })}
        disabled={disabled}
        required
      />
      <RegionField
        value={values.region}
        onChange={(region) => onChange({ region })}
        disabled={disabled}
        required
        helperText="Where you play"
      />
      <TextField
        label="Discord Username"
        value={values.discord}
        onChange={(event) => onChange({ discord: event.target.value })}
        disabled={disabled}
        required
        autoComplete="off"
        helperText={DISCORD_HINT}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <FormControlLabel
        sx={{ gridColumn: "1 / -1", mr: 0 }}
        control={
          <Checkbox
            checked={values.canSendEmailsToUser}
            onChange={(event) => onChange({ canSendEmailsToUser: event.target.checked })}
            disabled={disabled}
          />
        }
        label={EMAILS_LABEL}
      />
    </Box>
  );
}
