import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ROLES, TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { shownRank } from "@scrims/shared/users/rank";
import { USER_SEARCH_MIN } from "@scrims/shared/users/users.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useId, useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { RankSource } from "@/components/rank/rank-source";
import { useAdminAssignPlayer } from "../../api/admin-assign-player";
import { useUserSearch } from "../../api/search-users";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { isCaster, playerAt, seatOfUser } from "../../utils/scrim-state";

const ASSIGN_INCOMPLETE_MESSAGE = "Please select a user, team, and role";
const ASSIGN_SUCCESS_MESSAGE = "Player assigned successfully!";

type AssignPlayerDialogProps = { scrim: ScrimDto; open: boolean; onClose: () => void };

/** Admins seat any player of the scrim's region: search (≥ 2 characters), team, role. */
export function AssignPlayerDialog({ scrim, open, onClose }: AssignPlayerDialogProps) {
  const titleId = useId();
  const { showAlert } = useAlerts();
  const assign = useAdminAssignPlayer();
  const [query, setQuery] = useState("");
  const [user, setUser] = useState<UserDto | null>(null);
  const [team, setTeam] = useState<TeamName | "">("");
  const [role, setRole] = useState<Role | "">("");
  const [error, setError] = useState<string | null>(null);
  const q = useDebouncedValue(query.trim(), 250);
  const search = useUserSearch({ q, region: scrim.region });
  const tooShort = query.trim().length < USER_SEARCH_MIN;
  const options = tooShort ? [] : (search.data ?? []);

  const handleSubmit = () => {
    if (!user || !team || !role) {
      setError(ASSIGN_INCOMPLETE_MESSAGE);
      return;
    }
    setError(null);
    assign.mutate(
      { scrimId: scrim._id, userId: user._id, teamName: team, role },
      {
        onSuccess: () => {
          showAlert({ type: "success", message: ASSIGN_SUCCESS_MESSAGE });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Assign Player</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Seat any player of {scrim.region} in an empty role.
        </Typography>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            handleSubmit();
          }}
          sx={{ display: "grid", gap: 2, pt: 1 }}
        >
          <Autocomplete
            options={options}
            value={user}
            onChange={(_event, next) => setUser(next)}
            inputValue={query}
            onInputChange={(_event, next) => setQuery(next)}
            filterOptions={(list) => list}
            getOptionLabel={(option) => `${option.name}#${option.summonerTagline}`}
            isOptionEqualToValue={(option, value) => option._id === value._id}
            getOptionDisabled={(option) =>
              seatOfUser(scrim, option._id) !== undefined || isCaster(scrim, option._id)
            }
            renderOption={(props, option) => {
              const { key, ...rest } = props;
              const inGame =
                seatOfUser(scrim, option._id) !== undefined || isCaster(scrim, option._id);
              return (
                <li key={key} {...rest}>
                  <Box
                    sx={{ display: "flex", justifyContent: "space-between", width: "100%", gap: 1 }}
                  >
                    <span>
                      <strong>{option.name}</strong>#{option.summonerTagline}
                    </span>
                    <Typography variant="caption" color="text.secondary" noWrap>
                      {inGame ? (
                        "already in this game"
                      ) : (
                        // The rank the server stored: no summoner lookup per search result.
                        <>
                          {shownRank(option).rank}
                          <RankSource fromRiot={shownRank(option).fromRiot} />
                        </>
                      )}
                    </Typography>
                  </Box>
                </li>
              );
            }}
            loading={!tooShort && search.isFetching}
            noOptionsText={
              tooShort
                ? `Type at least ${USER_SEARCH_MIN} characters`
                : search.isError
                  ? "Search failed, try again"
                  : `No players found in ${scrim.region}`
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Player"
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on the player search (ARIA dialog pattern)
                autoFocus
              />
            )}
          />
          <TextField
            select
            label="Team"
            value={team}
            onChange={(event) => setTeam(event.target.value as TeamName)}
          >
            {TEAMS.map((name) => (
              <MenuItem key={name} value={name}>
                {TEAM_LABELS[name]} ({name === "teamOne" ? "Team One" : "Team Two"})
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {ROLES.map((name) => {
              const occupant = team ? playerAt(scrim, { team, role: name }) : undefined;
              return (
                <MenuItem key={name} value={name} disabled={occupant !== undefined}>
                  {name}
                  {occupant && ` (taken by ${occupant._user.name})`}
                </MenuItem>
              );
            })}
          </TextField>
          {error && <Alert severity="error">{error}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={assign.isPending}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
