import ConstructionRoundedIcon from "@mui/icons-material/ConstructionRounded";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { CenteredPage } from "./centered-page";
import { IconBadge } from "./icon-badge";

type ComingSoonProps = {
  title: string;
  description: string;
};

/** Placeholder panel for a page that is specified but not built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);

  return (
    <CenteredPage maxWidth="md">
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 640,
          mx: "auto",
          p: { xs: 3, sm: 5 },
          borderColor: "rgba(33, 150, 243, 0.35)",
          backgroundImage:
            "linear-gradient(160deg, rgba(33, 150, 243, 0.12), rgba(21, 27, 36, 0) 60%)",
        }}
      >
        <IconBadge>
          <ConstructionRoundedIcon fontSize="large" />
        </IconBadge>
        <Chip label="Coming soon" color="primary" size="small" variant="outlined" sx={{ mb: 2 }} />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2.125rem" }, mb: 1.5 }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 480, mx: "auto" }}>
          {description}
        </Typography>
        <Button component={RouterLink} to={paths.guide} variant="contained" size="large">
          Read the guide
        </Button>
      </Paper>
    </CenteredPage>
  );
}
