import ContentCopyRoundedIcon from "@mui/icons-material/ContentCopyRounded";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useAlerts } from "@/components/alerts/use-alerts";
import { copyText } from "@/utils/copy-text";

type CopyFieldProps = { label: string; value: string; copiedMessage: string };

/** A value that copies itself to the clipboard when clicked. */
export function CopyField({ label, value, copiedMessage }: CopyFieldProps) {
  const { showAlert } = useAlerts();

  const handleClick = async () => {
    const copied = await copyText(value);
    showAlert(
      copied
        ? { type: "success", message: copiedMessage }
        : {
            type: "error",
            message: `Could not copy the ${label.toLowerCase()}; select it instead.`,
          },
    );
  };

  return (
    <ButtonBase
      onClick={() => void handleClick()}
      aria-label={`${label}: ${value}. Click to copy`}
      sx={{
        width: "100%",
        display: "flex",
        justifyContent: "space-between",
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        textAlign: "left",
        border: 1,
        borderColor: "divider",
        bgcolor: "rgba(255, 255, 255, 0.04)",
        "&:hover": { bgcolor: "rgba(255, 255, 255, 0.08)" },
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontFamily: "monospace", overflowWrap: "anywhere" }}>
          {value}
        </Typography>
      </Box>
      <ContentCopyRoundedIcon fontSize="small" sx={{ color: "text.secondary" }} />
    </ButtonBase>
  );
}
