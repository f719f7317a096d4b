import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { FormEvent, ReactNode } from "react";
import { useEffect, useId, useRef } from "react";

type ScrimFormCardProps = {
  title: string;
  subtitle: ReactNode;
  icon: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While saving: a progress bar and this text ('Creating new scrim'). */
  busyText?: string;
  /** Validation problems, above the fields. */
  errors?: ReactNode;
  /** Changes on every failed save: the problems scroll into view (the button may be far below). */
  failedAttempts?: number;
  children: ReactNode;
  /** The buttons at the bottom; on phones they stack. */
  actions: ReactNode;
};

/** The page frame of the create and edit forms. */
export function ScrimFormCard({
  title,
  subtitle,
  icon,
  onSubmit,
  busyText,
  errors,
  failedAttempts = 0,
  children,
  actions,
}: ScrimFormCardProps) {
  const titleId = useId();
  const errorsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failedAttempts > 0) {
      // jsdom has no scrollIntoView.
      errorsRef.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
    }
  }, [failedAttempts]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        aria-busy={busyText ? true : undefined}
        variant="outlined"
        sx={{
          position: "relative",
          overflow: "hidden",
          borderColor: "rgba(33, 150, 243, 0.25)",
          backgroundImage:
            "linear-gradient(160deg, rgba(33, 150, 243, 0.10), rgba(21, 27, 36, 0) 45%)",
        }}
      >
        {busyText && (
          <LinearProgress sx={{ position: "absolute", top: 0, left: 0, right: 0, height: 3 }} />
        )}
        <Box sx={{ display: "flex", gap: 2, alignItems: "center", p: { xs: 2.5, sm: 4 }, pb: 0 }}>
          <Box
            aria-hidden="true"
            sx={{
              display: "grid",
              placeItems: "center",
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: 2.5,
              color: "primary.light",
              bgcolor: "rgba(33, 150, 243, 0.14)",
              border: 1,
              borderColor: "rgba(33, 150, 243, 0.35)",
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: "1.3rem", sm: "1.5rem" } }}
            >
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {subtitle}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: "grid", gap: 4, p: { xs: 2.5, sm: 4 } }}>
          <Box ref={errorsRef} sx={{ scrollMarginTop: 80, "&:empty": { display: "none" } }}>
            {errors}
          </Box>
          {children}
        </Box>
        <Divider />
        <Box
          sx={{
            display: "flex",
            alignItems: { xs: "stretch", sm: "center" },
            flexDirection: { xs: "column-reverse", sm: "row" },
            justifyContent: { sm: "flex-end" },
            gap: 1.5,
            px: { xs: 2.5, sm: 4 },
            py: 2.5,
            bgcolor: "rgba(0, 0, 0, 0.15)",
          }}
        >
          {busyText && (
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ mr: { sm: "auto" }, textAlign: { xs: "center", sm: "left" } }}
            >
              {busyText}…
            </Typography>
          )}
          {actions}
        </Box>
      </Paper>
    </Container>
  );
}
