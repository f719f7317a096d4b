import { ServerErrorPage } from "@/features/server-status/components/server-error-page";

export function ServerErrorRoute() {
  return <ServerErrorPage />;
}
