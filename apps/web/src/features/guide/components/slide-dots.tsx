import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";

type SlideDotsProps = {
  titles: readonly string[];
  activeIndex: number;
  onSelect: (index: number) => void;
};

export function SlideDots({ titles, activeIndex, onSelect }: SlideDotsProps) {
  return (
    <Box
      role="group"
      aria-label="Choose a slide"
      sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center" }}
    >
      {titles.map((title, index) => {
        const isActive = index === activeIndex;
        return (
          <ButtonBase
            key={title}
            aria-label={`Go to slide ${index + 1}: ${title}`}
            aria-current={isActive ? "true" : undefined}
            onClick={() => onSelect(index)}
            // A 32px target around a small dot keeps it easy to hit on touch screens.
            sx={{
              width: 32,
              height: 32,
              borderRadius: "50%",
              "&.Mui-focusVisible": {
                outline: 2,
                outlineColor: "primary.main",
                outlineStyle: "solid",
              },
            }}
          >
            <Box
              component="span"
              sx={{
                width: isActive ? 22 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: isActive ? "primary.main" : "action.disabled",
                transition: "width 200ms, background-color 200ms",
                "@media (prefers-reduced-motion: reduce)": { transition: "none" },
              }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}
