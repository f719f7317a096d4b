import type { CSSProperties } from "react";
import "./scrim-card.css";

/** A line of text or a rounded block still loading (MUI's Skeleton, theme/plain.css). */
function Skeleton({
  variant = "text",
  width,
  height,
  className,
}: {
  variant?: "text" | "rounded";
  width?: CSSProperties["width"];
  height: number;
  className?: string;
}) {
  const classes = `skeleton skeleton--${variant}${className ? ` ${className}` : ""}`;
  return <span className={classes} style={{ width, height }} />;
}

/** The shape of a lobby while it loads. Plain HTML and CSS: MUI's outlined Paper and Skeletons. */
export function ScrimCardSkeleton() {
  const team = (
    <div className="scrim-card-skeleton__team">
      <Skeleton width="40%" height={28} />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </div>
  );
  return (
    <div
      className="paper-outlined scrim-card-skeleton"
      role="status"
      aria-busy="true"
      aria-label="Loading scrim"
    >
      <Skeleton width="55%" height={44} />
      <Skeleton width="35%" height={24} />
      <div className="scrim-card-skeleton__teams">
        {team}
        <Skeleton variant="rounded" height={220} className="scrim-card-skeleton__info" />
        {team}
      </div>
    </div>
  );
}
