import { useParams } from "react-router";
import { ComingSoon } from "@/components/coming-soon";

export function UserProfileRoute() {
  const { name = "" } = useParams();

  return (
    <ComingSoon
      title={`${name}'s Profile`}
      description="Level, rank, win rate, friends and the scrims this player created or played in."
    />
  );
}
