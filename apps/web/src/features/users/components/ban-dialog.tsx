import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  BAN_REASON_MAX,
  banInputSchema,
  banMessages,
  type BanInput,
} from "@scrims/shared/bans/bans.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { useState } from "react";
import type { FormEvent } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { banUser } from "../api/ban-user";
import { setUserInCache } from "../api/set-user-in-cache";

type Field = "dateFrom" | "dateTo" | "reason";

/** A `yyyy-mm-dd` date input's value for a day `offsetDays` from today (local time). */
export function dateInputValue(offsetDays: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A date input's day as the instant it starts, in the admin's time zone; "" stays "". */
function toInstant(value: string): string {
  if (!value) {
    return "";
  }
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? "invalid" : date.toISOString();
}

/** The form's values checked by the server's own schema: one message per field. */
function checkBan(values: Record<Field, string>): Partial<Record<Field, string>> {
  const result = banInputSchema.safeParse({
    dateFrom: toInstant(values.dateFrom),
    dateTo: toInstant(values.dateTo),
    reason: values.reason,
  });
  const errors: Partial<Record<Field, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

type BanDialogProps = {
  open: boolean;
  user: UserDto;
  onClose: () => void;
  onBanned: (user: UserDto) => void;
  /**
   * How the ban is given when not by `POST /api/users/{id}/ban` (a ban from a report, which also
   * closes it); answers the banned player.
   */
  banWith?: (ban: BanInput) => Promise<UserDto>;
};

/**
 * Admin only: ban another player from a day to a later one (at least one day after; the start
 * may be in the past) with a reason. The rule is checked as the admin types.
 */
export function BanDialog({ open, user, onClose, onBanned, banWith }: BanDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    dateFrom: dateInputValue(0),
    dateTo: dateInputValue(7),
    reason: "",
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const queryClient = useQueryClient();
  const ban = useMutation({
    mutationFn: (input: BanInput) =>
      banWith ? banWith(input) : banUser({ userId: user._id, ...input }),
    // The profile caches hold the player with `currentBan`, which only the users route answers.
    onSuccess: (banned) => (banWith ? undefined : setUserInCache(queryClient, banned)),
  });
  const { showAlert } = useAlerts();
  const errors = checkBan(values);
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      return;
    }
    try {
      const banned = await ban.mutateAsync({
        dateFrom: toInstant(values.dateFrom),
        dateTo: toInstant(values.dateTo),
        reason: values.reason.trim(),
      });
      showAlert({ type: "success", message: banMessages.banned });
      onBanned(banned);
    } catch {
      // The server's message is shown by the error alert.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={ban.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: {
          component: "form",
          // handleSubmit catches the ban's failure itself: the form only starts it.
          onSubmit: (event: FormEvent) => void handleSubmit(event),
        },
      }}
    >
      <DialogTitle>Ban {user.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          The player can still sign in and read, but cannot join scrims, chat or change anything
          until the ban ends. The ban lasts at least one day.
        </DialogContentText>
        <Box sx={{ display: "grid", gap: 2.5, pt: 0.5 }}>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <TextField
              label="From"
              type="date"
              value={values.dateFrom}
              onChange={change("dateFrom")}
              error={Boolean(shown("dateFrom"))}
              helperText={shown("dateFrom") ?? " "}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              value={values.dateTo}
              onChange={change("dateTo")}
              error={Boolean(errors.dateTo)}
              helperText={errors.dateTo ?? " "}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            label="Reason"
            value={values.reason}
            onChange={change("reason")}
            error={Boolean(shown("reason"))}
            helperText={shown("reason") ?? `${values.reason.length}/${BAN_REASON_MAX}`}
            autoComplete="off"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={ban.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" loading={ban.isPending}>
          Ban player
        </Button>
      </DialogActions>
    </Dialog>
  );
}
