import { LOADING_WAKE_UP_MS } from "@scrims/shared/common/constants";
import { useEffect, useState } from "react";
import "./status-page.css";

export const WAKING_UP_TEXT = "Waking up the server";

const DOT_DELAYS_MS = [0, 200, 400];

function AnimatedDots() {
  return (
    <span className="loading-screen__dots" aria-hidden="true">
      {DOT_DELAYS_MS.map((delay) => (
        <span key={delay} style={{ animationDelay: `${delay}ms` }}>
          .
        </span>
      ))}
    </span>
  );
}

type LoadingScreenProps = {
  /** What is being waited for, e.g. 'Verifying user'. Trailing dots are drawn by the animation. */
  text?: string;
};

/**
 * Fills the space it is given with a spinner and animated dots. After LOADING_WAKE_UP_MS it says the
 * server is waking up, since a slow first answer usually means the host is starting it. Plain HTML
 * and CSS (status-page.css): it is on the first load's critical path, before any MUI page.
 */
export function LoadingScreen({ text = "Loading" }: LoadingScreenProps) {
  const [isWakingUp, setIsWakingUp] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsWakingUp(true), LOADING_WAKE_UP_MS);
    return () => clearTimeout(timer);
  }, []);

  const label = isWakingUp ? WAKING_UP_TEXT : text.replace(/(\.+|…)$/, "");

  return (
    <div role="status" aria-live="polite" className="loading-screen">
      <div className="loading-screen__spinner" aria-hidden="true" />
      <div>
        <p className="loading-screen__label">
          <span>{label}</span>
          <AnimatedDots />
        </p>
        {isWakingUp && (
          <p className="loading-screen__hint">This can take up to a minute after a quiet spell.</p>
        )}
      </div>
    </div>
  );
}
