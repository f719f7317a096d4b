import { useAuth } from "@/lib/session";
import { CreateScrimForm } from "@/features/scrims/components/scrim-form/create-scrim-form";

/** /scrims/new (AdminRoute): the signed-in admin creates a scrim. */
export function CreateScrimRoute() {
  const { currentUser } = useAuth();

  // AdminRoute only renders this page for a signed-in admin.
  if (!currentUser) {
    return null;
  }
  return (
    <CreateScrimForm
      creator={{ _id: currentUser._id, name: currentUser.name, region: currentUser.region }}
    />
  );
}
