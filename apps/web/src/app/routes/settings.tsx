import { ComingSoon } from "@/components/coming-soon";

export function SettingsRoute() {
  return (
    <ComingSoon
      title="Settings"
      description="Edit your summoner name, tagline, region, Discord name, rank and email preferences here."
    />
  );
}
