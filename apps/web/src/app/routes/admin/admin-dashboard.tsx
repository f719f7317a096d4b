import { ComingSoon } from "@/components/coming-soon";

export function AdminDashboardRoute() {
  return (
    <ComingSoon
      title="Admin Dashboard"
      description="Usage statistics, registrations, region and rank distribution, bans and system status."
    />
  );
}
