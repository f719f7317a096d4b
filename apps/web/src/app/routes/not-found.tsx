import HomeRoundedIcon from "@mui/icons-material/HomeRounded";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { CenteredPage } from "@/components/centered-page";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

function decodePath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function NotFoundRoute() {
  useDocumentTitle("Page not found");
  const { pathname } = useLocation();

  return (
    <CenteredPage>
      <Typography
        aria-hidden="true"
        sx={{
          fontWeight: 700,
          fontSize: { xs: "4.5rem", sm: "6rem" },
          lineHeight: 1,
          mb: 2,
          color: "primary.main",
          opacity: 0.85,
        }}
      >
        404
      </Typography>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: "1.5rem", sm: "2rem" }, mb: 1.5, overflowWrap: "anywhere" }}
      >
        Oops, {decodePath(pathname)} doesn't exist!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The link may be broken, or the page may have moved.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.home}
        variant="contained"
        size="large"
        startIcon={<HomeRoundedIcon />}
      >
        Back to home
      </Button>
    </CenteredPage>
  );
}
