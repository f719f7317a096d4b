import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { HubSkeleton } from "@/features/scrims/components/hub/hub-frame";
import { ScrimDetailSkeleton } from "@/features/scrims/components/scrim-detail";
import { NAV_ITEMS } from "../routes/root";

/**
 * The signed-in pages whose HTML carries their frame (`scripts/prerender.mjs`): the header and the
 * page's skeleton, painted from the HTML alone while the app's code, the session check and the
 * page's data load (issue 12), then drawn over by the app. `source` is the page's lazy module, its
 * chunks preloaded with the HTML; `at` is an address of the page, for the header's active link.
 */
type SignedInFrame = {
  route: string;
  file: string;
  source: string;
  at: string;
  Page: ComponentType;
};

export const signedInFrames: SignedInFrame[] = [
  {
    route: "/scrims",
    file: "app-scrims.html",
    source: "src/app/routes/scrims/scrims-list.tsx",
    at: "/scrims",
    Page: HubSkeleton,
  },
  {
    route: "/scrims/:id",
    file: "app-scrim.html",
    source: "src/app/routes/scrims/scrim-detail.tsx",
    at: "/scrims/scrim",
    Page: ScrimDetailSkeleton,
  },
];

/**
 * The frame's HTML: the layout as a signed-in player sees it, less what needs the player (the
 * account and social buttons, the phone drawer's account part), around the page's skeleton.
 */
export function renderSignedInFrame({ at, Page }: SignedInFrame): string {
  return renderToString(
    <StaticRouter location={at}>
      <AppLayout navItems={NAV_ITEMS}>
        <Page />
      </AppLayout>
    </StaticRouter>,
  );
}
