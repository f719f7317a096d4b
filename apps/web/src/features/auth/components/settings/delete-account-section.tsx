import DeleteForeverRoundedIcon from "@mui/icons-material/DeleteForeverRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The danger zone of the settings page. */
export function DeleteAccountSection({ summonerName }: { summonerName: string }) {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-title"
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderColor: "rgba(244, 67, 54, 0.4)",
        backgroundImage: "linear-gradient(160deg, rgba(244, 67, 54, 0.08), transparent 55%)",
      }}
    >
      <Box
        sx={{
          display: "flex",
          gap: 2,
          alignItems: { sm: "center" },
          flexDirection: { xs: "column", sm: "row" },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="delete-account-title" variant="h6" component="h2">
            Delete account
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Removes your profile and personal data within 30 days. Scrims you played in keep an
            anonymous player in your place. This cannot be undone.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverRoundedIcon />}
          onClick={() => setIsOpen(true)}
          sx={{ flexShrink: 0 }}
        >
          Delete account
        </Button>
      </Box>
      <DeleteAccountDialog
        open={isOpen}
        summonerName={summonerName}
        onClose={() => setIsOpen(false)}
      />
    </Paper>
  );
}
