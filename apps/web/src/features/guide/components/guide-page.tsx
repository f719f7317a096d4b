import { useEffect, useRef } from "react";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

import { guideSlides } from "../content/guide-slides";
import { useSlideParam } from "../hooks/use-slide-param";
import { useSwipe } from "../hooks/use-swipe";
import { GuideSlideView } from "./guide-slide-view";
import { SlideDots } from "./slide-dots";

const slideTitles = guideSlides.map((slide) => slide.title);

function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function GuidePage() {
  const count = guideSlides.length;
  const { index, goTo, goBy } = useSlideParam(count);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const isFirst = index === 0;
  const isLast = index === count - 1;
  const slide = guideSlides[index];

  const handlePrevious = () => {
    // The button is about to be disabled; hand focus to one that stays usable.
    if (goBy(-1) === 0) {
      nextButton.current?.focus();
    }
  };

  const handleNext = () => {
    if (goBy(1) === count - 1) {
      previousButton.current?.focus();
    }
  };

  const swipeHandlers = useSwipe({ onSwipeLeft: () => goBy(1), onSwipeRight: () => goBy(-1) });

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) {
        return;
      }
      if (isTypingTarget(event.target)) {
        return;
      }
      if (event.key === "ArrowRight") {
        goBy(1);
        return;
      }
      if (event.key === "ArrowLeft") {
        goBy(-1);
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [goBy]);

  // useSlideParam keeps the index in range, so this only guards an empty slide list.
  if (!slide) {
    return null;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, sm: 6 } }}>
      <Box component="header" sx={{ mb: { xs: 3, sm: 4 }, textAlign: { sm: "center" } }}>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontWeight: 700, fontSize: { xs: "2rem", sm: "2.75rem" } }}
        >
          How to use Scrims
        </Typography>
        <Typography sx={{ mt: 1, color: "text.secondary" }}>
          A short tour in {count} slides. Use the buttons, the dots or your arrow keys, or swipe on
          a phone.
        </Typography>
      </Box>

      <Paper
        component="section"
        variant="outlined"
        aria-roledescription="carousel"
        aria-label="Scrims user guide"
        sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, touchAction: "pan-y" }}
        {...swipeHandlers}
      >
        <Box aria-live="polite" sx={{ minHeight: { md: 320 } }}>
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <GuideSlideView slide={slide} />
          </Box>
        </Box>

        {isLast ? (
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ mt: 4, justifyContent: "center" }}
          >
            <Button component={RouterLink} to="/signup" variant="contained" size="large">
              Create Account
            </Button>
            <Button component={RouterLink} to="/scrims" variant="outlined" size="large">
              Browse Scrims
            </Button>
          </Stack>
        ) : null}

        <Stack spacing={1.5} sx={{ mt: 4 }}>
          <SlideDots titles={slideTitles} activeIndex={index} onSelect={goTo} />
          <Stack
            direction="row"
            sx={{ alignItems: "center", justifyContent: "space-between", gap: 1 }}
          >
            <Button
              ref={previousButton}
              onClick={handlePrevious}
              disabled={isFirst}
              startIcon={<ChevronLeftIcon />}
              variant="outlined"
            >
              Previous
            </Button>
            <Typography variant="body2" sx={{ color: "text.secondary", whiteSpace: "nowrap" }}>
              Slide {index + 1} of {count}
            </Typography>
            <Button
              ref={nextButton}
              onClick={handleNext}
              disabled={isLast}
              endIcon={<ChevronRightIcon />}
              variant="contained"
            >
              Next
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
