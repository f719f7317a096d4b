import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { alpha, keyframes } from "@mui/material/styles";
import Typography from "@mui/material/Typography";

import type { GuideSlide } from "../content/guide-slides";

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

type GuideSlideViewProps = {
  slide: GuideSlide;
};

export function GuideSlideView({ slide }: GuideSlideViewProps) {
  const { Icon, accent } = slide;

  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", md: "minmax(0, 5fr) minmax(0, 7fr)" },
        gap: { xs: 3, md: 5 },
        alignItems: "center",
        animation: `${enter} 280ms ease-out`,
        "@media (prefers-reduced-motion: reduce)": { animation: "none" },
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: 2.5,
          minHeight: { xs: 180, md: 300 },
          p: 3,
          borderRadius: 3,
          border: 1,
          borderColor: alpha(theme.palette[accent].main, 0.3),
          background: `radial-gradient(circle at 50% 35%, ${alpha(
            theme.palette[accent].main,
            0.28,
          )}, ${alpha(theme.palette[accent].main, 0.04)} 70%)`,
        })}
      >
        <Box
          sx={(theme) => ({
            display: "grid",
            placeItems: "center",
            width: { xs: 88, md: 128 },
            height: { xs: 88, md: 128 },
            borderRadius: "50%",
            bgcolor: alpha(theme.palette[accent].main, 0.16),
            boxShadow: `0 0 0 8px ${alpha(theme.palette[accent].main, 0.08)}`,
          })}
        >
          <Icon sx={{ fontSize: { xs: 48, md: 72 }, color: `${accent}.light` }} />
        </Box>
        <Stack direction="row" sx={{ flexWrap: "wrap", justifyContent: "center", gap: 1 }}>
          {slide.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" color={accent} variant="outlined" />
          ))}
        </Stack>
      </Box>

      <Box>
        <Typography
          component="h2"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: "1.5rem", md: "2rem" }, mb: 1.5 }}
        >
          {slide.title}
        </Typography>
        <Typography sx={{ color: "text.secondary", lineHeight: 1.7, mb: 2.5 }}>
          {slide.text}
        </Typography>
        <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {slide.points.map((point) => (
            <Stack component="li" key={point} direction="row" spacing={1.25}>
              <CheckCircleIcon
                aria-hidden
                fontSize="small"
                sx={{ color: `${accent}.main`, mt: "2px", flexShrink: 0 }}
              />
              <Typography>{point}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
