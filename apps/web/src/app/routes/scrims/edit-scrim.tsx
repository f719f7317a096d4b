import { useParams } from "react-router";
import { EditScrimForm } from "@/features/scrims/components/scrim-form/edit-scrim-form";

/** /scrims/:id/edit (AdminRoute): an admin edits or deletes a scrim. */
export function EditScrimRoute() {
  const { id = "" } = useParams();
  // A different scrim is a fresh form.
  return <EditScrimForm key={id} scrimId={id} />;
}
