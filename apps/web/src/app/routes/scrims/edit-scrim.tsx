import { ComingSoon } from "@/components/coming-soon";

export function EditScrimRoute() {
  return (
    <ComingSoon
      title="Edit Scrim"
      description="Change a scrim's details, lobby host, tournament code and winner."
    />
  );
}
