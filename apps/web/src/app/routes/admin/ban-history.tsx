import { ComingSoon } from "@/components/coming-soon";

export function BanHistoryRoute() {
  return (
    <ComingSoon
      title="Ban History"
      description="Every ban with its dates, status and reason, filterable by player, date and status."
    />
  );
}
