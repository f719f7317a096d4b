import { ComingSoon } from "@/components/coming-soon";

export function ScrimsListRoute() {
  return (
    <ComingSoon
      title="Scrims Hub"
      description="Browse current, upcoming and previous scrims by date and region, then pick a team and role."
    />
  );
}
