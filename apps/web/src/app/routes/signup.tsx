import { ComingSoon } from "@/components/coming-soon";

export function SignupRoute() {
  return (
    <ComingSoon
      title="Sign Up"
      description="Create your Scrims account in three quick steps: your summoner details, your rank, then verification."
    />
  );
}
