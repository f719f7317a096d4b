import { useEffect } from "react";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { Link as RouterLink, useLocation } from "react-router";

import type { LegalAction, LegalSection } from "../types/legal-document";
import { LegalSectionBody } from "./legal-section-body";

type LegalDocumentProps = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the document. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  /** The first action is the way back; the others lead to related documents. */
  actions: readonly LegalAction[];
};

// Leaves room for the app's fixed header when jumping to a section.
const headingScrollMargin = { xs: 72, sm: 88 };

export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  actions,
}: LegalDocumentProps) {
  const { hash } = useLocation();

  // The page renders after the browser's own jump to #anchor, so repeat it once the content exists.
  useEffect(() => {
    if (!hash) {
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && typeof target.scrollIntoView === "function") {
      target.scrollIntoView();
    }
  }, [hash]);

  const tocId = `${sections[0]?.id ?? "legal"}-contents`;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: "2rem", sm: "2.75rem" } }}
        >
          {title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: "text.secondary" }}>
          Last updated:{" "}
          <time dateTime={lastUpdated}>{dayjs(lastUpdated).format("MMMM D, YYYY")}</time>
        </Typography>
        <Typography sx={{ mt: 3, color: "text.secondary", lineHeight: 1.7 }}>{intro}</Typography>
      </Box>

      <Paper
        component="nav"
        variant="outlined"
        aria-labelledby={tocId}
        sx={{ p: { xs: 2, sm: 3 }, mb: 5, bgcolor: "background.paper" }}
      >
        <Typography id={tocId} sx={{ fontWeight: 700, mb: 1.5 }}>
          Contents
        </Typography>
        <Box
          component="ol"
          sx={{
            m: 0,
            p: 0,
            listStyle: "none",
            columnCount: { xs: 1, sm: 2 },
            columnGap: 4,
          }}
        >
          {sections.map((section, index) => (
            <Box component="li" key={section.id} sx={{ py: 0.5, breakInside: "avoid" }}>
              <Link href={`#${section.id}`} underline="hover" color="primary.light">
                {index + 1}. {section.title}
              </Link>
            </Box>
          ))}
        </Box>
      </Paper>

      <Stack spacing={5}>
        {sections.map((section, index) => (
          <Box component="section" key={section.id} aria-labelledby={section.id}>
            <Typography
              component="h2"
              variant="h5"
              id={section.id}
              sx={{ fontWeight: 700, mb: 2, scrollMarginTop: headingScrollMargin }}
            >
              {index + 1}. {section.title}
            </Typography>
            <LegalSectionBody blocks={section.blocks} />
          </Box>
        ))}
      </Stack>

      <Divider sx={{ my: 5 }} />

      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {actions.map((action, index) => (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={index === 0 ? "outlined" : "contained"}
            startIcon={index === 0 ? <ArrowBackIcon /> : undefined}
            size="large"
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
