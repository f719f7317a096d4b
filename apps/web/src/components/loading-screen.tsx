import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { LOADING_WAKE_UP_MS } from "@scrims/shared/common/constants";
import { useEffect, useState } from "react";

export const WAKING_UP_TEXT = "Waking up the server";

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.15; }
  40% { opacity: 1; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// A CSS ring rather than CircularProgress: this screen is on the first load's critical path.
function Spinner() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 44,
        height: 44,
        borderRadius: "50%",
        border: "4px solid rgba(33, 150, 243, 0.2)",
        borderTopColor: "primary.main",
        animation: `${spin} 0.9s linear infinite`,
        "@media (prefers-reduced-motion: reduce)": { animationDuration: "2.4s" },
      }}
    />
  );
}

const DOT_DELAYS_MS = [0, 200, 400];

function AnimatedDots() {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ display: "inline-block", minWidth: "1.2em", textAlign: "left" }}
    >
      {DOT_DELAYS_MS.map((delay) => (
        <Box
          key={delay}
          component="span"
          sx={{
            animation: `${blink} 1.4s ease-in-out ${delay}ms infinite both`,
            "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 1 },
          }}
        >
          .
        </Box>
      ))}
    </Box>
  );
}

type LoadingScreenProps = {
  /** What is being waited for, e.g. 'Verifying user'. Trailing dots are drawn by the animation. */
  text?: string;
};

/**
 * Fills the space it is given with a spinner and animated dots. After LOADING_WAKE_UP_MS it says the
 * server is waking up, since a slow first answer usually means the host is starting it.
 */
export function LoadingScreen({ text = "Loading" }: LoadingScreenProps) {
  const [isWakingUp, setIsWakingUp] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsWakingUp(true), LOADING_WAKE_UP_MS);
    return () => clearTimeout(timer);
  }, []);

  const label = isWakingUp ? WAKING_UP_TEXT : text.replace(/(\.+|…)$/, "");

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        flex: 1,
        minHeight: 280,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        px: 2,
        textAlign: "center",
      }}
    >
      <Spinner />
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          <span>{label}</span>
          <AnimatedDots />
        </Typography>
        {isWakingUp && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            This can take up to a minute after a quiet spell.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
