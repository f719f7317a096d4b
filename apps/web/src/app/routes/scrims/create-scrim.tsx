import { ComingSoon } from "@/components/coming-soon";

export function CreateScrimRoute() {
  return (
    <ComingSoon
      title="Create Scrim"
      description="Set the title, start time, region, lobby host and casters for a new custom game."
    />
  );
}
