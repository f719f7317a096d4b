import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LOBBY_NAME_MAX, SCRIM_TITLE_MAX } from "@scrims/shared/scrims/scrims.schema";
import { CHECK_IN_MINUTES, type CheckInMinutes } from "@scrims/shared/scrims/check-in.constants";
import type { ReactNode } from "react";
import { RegionField } from "@/components/forms/region-field";
import type { LobbyHostOption } from "../../utils/lobby-host-options";
import { MAX_CASTERS_OPTIONS } from "../../utils/scrim-form";
import type { MaxCastersOption, ScrimFormValues } from "../../utils/scrim-form";
import { ScrimFormSection, SwitchRow } from "./scrim-form-section";
import { ScrimStartFields } from "./scrim-start-fields";

type ScrimFormFieldsProps = {
  values: ScrimFormValues;
  onChange: (patch: Partial<ScrimFormValues>) => void;
  hostOptions: LobbyHostOption[];
  /** What an empty title becomes: "{creator}'s Scrim". */
  defaultTitle: string;
  disabled?: boolean;
  /** Set once the admin tried to save: missing required fields are marked. */
  showRequired?: boolean;
  /** A new scrim warns when its start is already over. */
  warnIfPast?: boolean;
  /** Edit: the title must be kept (create falls back to the default title). */
  titleRequired?: boolean;
  /** Extra lobby fields (the edit form's password). */
  lobbyExtra?: ReactNode;
};

type ToggleField = "useTournamentCode" | "isPrivate" | "isWithCasters";

/** The fields the create and edit forms share, in four groups. */
export function ScrimFormFields({
  values,
  onChange,
  hostOptions,
  defaultTitle,
  disabled,
  showRequired,
  warnIfPast,
  titleRequired = false,
  lobbyExtra,
}: ScrimFormFieldsProps) {
  /** The switch of one on/off field. */
  const toggle = (
    field: ToggleField,
    row: { label: string; description: string; wide?: boolean },
  ) => (
    <SwitchRow
      {...row}
      checked={values[field]}
      onChange={(checked) => onChange({ [field]: checked })}
      disabled={disabled}
    />
  );

  return (
    <>
      <ScrimFormSection title="Details">
        <TextField
          label="Title"
          value={values.title}
          onChange={(event) => onChange({ title: event.target.value })}
          placeholder={defaultTitle}
          disabled={disabled}
          required={titleRequired}
          error={titleRequired && showRequired && values.title.trim() === ""}
          autoComplete="off"
          helperText={
            titleRequired
              ? "Shown in the hub and the lobby"
              : "Optional, defaults to the placeholder"
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: SCRIM_TITLE_MAX } }}
        />
        <RegionField
          value={values.region}
          onChange={(region) => onChange({ region })}
          disabled={disabled}
          required
          helperText="Players of this region join it"
        />
      </ScrimFormSection>

      <ScrimFormSection title="Start">
        <ScrimStartFields
          startDate={values.startDate}
          startTime={values.startTime}
          onChange={onChange}
          disabled={disabled}
          showRequired={showRequired}
          warnIfPast={warnIfPast}
        />
        <TextField
          select
          label="Check-in"
          value={values.checkInMinutes}
          onChange={(event) =>
            onChange({ checkInMinutes: Number(event.target.value) as CheckInMinutes })
          }
          disabled={disabled}
          helperText={
            values.checkInMinutes === 0
              ? "Every seated player plays, no check-in"
              : "Seats of players who did not check in are freed at the start"
          }
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {CHECK_IN_MINUTES.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes === 0 ? "Off" : `Opens ${minutes} minutes before the start`}
            </MenuItem>
          ))}
        </TextField>
      </ScrimFormSection>

      <ScrimFormSection title="Lobby">
        <TextField
          select
          label="Lobby host"
          value={values.lobbyHost}
          onChange={(event) => onChange({ lobbyHost: event.target.value })}
          disabled={disabled}
          helperText="Creates the lobby and reports the winner"
          slotProps={{
            select: {
              renderValue: (value) =>
                hostOptions.find((option) => option.value === value)?.label ?? "",
            },
          }}
        >
          {hostOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              <Box sx={{ minWidth: 0 }}>
                <Typography noWrap>{option.label}</Typography>
                {option.detail && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {option.detail}
                  </Typography>
                )}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Lobby name"
          value={values.lobbyName}
          onChange={(event) => onChange({ lobbyName: event.target.value })}
          placeholder={values.title.trim() || defaultTitle}
          disabled={disabled}
          autoComplete="off"
          helperText="Optional, defaults to the title"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: LOBBY_NAME_MAX } }}
        />
        {lobbyExtra}
        {toggle("useTournamentCode", {
          label: "Use tournament code",
          description: "Generate a Riot tournament code for the lobby when the game starts",
          wide: true,
        })}
      </ScrimFormSection>

      <ScrimFormSection title="Visibility and casters">
        {toggle("isPrivate", {
          label: "Private",
          description: "Only players with the share link can find and join it",
          wide: true,
        })}
        {toggle("isWithCasters", {
          label: "With casters",
          description: "Casters can join to commentate",
        })}
        <TextField
          select
          label="Max casters"
          value={values.isWithCasters ? values.maxCastersAllowedCount : ""}
          onChange={(event) =>
            onChange({ maxCastersAllowedCount: Number(event.target.value) as MaxCastersOption })
          }
          disabled={disabled || !values.isWithCasters}
          helperText={values.isWithCasters ? "1 or 2 casters" : "No casters in this scrim"}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (value) => (value === "" ? "None" : String(value)),
            },
          }}
        >
          {MAX_CASTERS_OPTIONS.map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
      </ScrimFormSection>
    </>
  );
}
