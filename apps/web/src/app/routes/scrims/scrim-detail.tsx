import { ComingSoon } from "@/components/coming-soon";

export function ScrimDetailRoute() {
  return (
    <ComingSoon
      title="Scrim lobby"
      description="Both teams, casters, the countdown, lobby details and the scrim chat will live on this page."
    />
  );
}
