import { BanHistory } from "@/features/bans/components/ban-history";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** /admin/bans and /ban-history (AdminViewRoute): the ban history table. */
export function BanHistoryRoute() {
  useDocumentTitle("Ban History");
  return <BanHistory />;
}
