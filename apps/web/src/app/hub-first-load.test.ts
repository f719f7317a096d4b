import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

/**
 * The Scrims Hub's first paint (issue 12): its route module and everything it imports statically
 * (the page, its filters and sections, the collapsed scrim cards) are plain HTML and CSS, outside
 * the MUI layout route. What opens on demand (a card's expanded lobby, menus, dialogs) is MUI,
 * loaded by `import()` and so left out of this walk; the chat button, also loaded by `import()`,
 * is plain (app/social/social-shell-load.test.ts). The entry is covered by
 * landing-first-load.test.ts.
 */
const HUB_ROUTE = "app/routes/scrims/scrims-list.tsx";

describe("the hub's first load", () => {
  it("imports no MUI or Emotion code, statically, from the hub page down to its cards", () => {
    const { modules, found } = firstLoadPackageImports([HUB_ROUTE]);

    expect(stylingImports(found)).toEqual([]);
    // The walk did reach the hub's parts and its cards (a broken walk would pass vacuously).
    expect(modules).toEqual(
      expect.arrayContaining([
        "features/scrims/components/hub/scrims-hub.tsx",
        "features/scrims/components/hub/hub-filter-bar.tsx",
        "features/scrims/components/hub/hub-count-tiles.tsx",
        "features/scrims/components/hub/hub-empty-state.tsx",
        "features/scrims/components/hub/hub-section.tsx",
        "features/scrims/components/hub/refresh-button.tsx",
        "components/errors/load-error-alert.tsx",
        "components/page-title.tsx",
        "features/scrims/components/lobby/scrim-list-item.tsx",
        "features/scrims/components/lobby/scrim-card-header.tsx",
        "features/scrims/components/lobby/scrim-admin-actions.tsx",
        "features/scrims/components/lobby/scrim-summary.tsx",
        "components/rank/rank-emblem.tsx",
        "lib/scrim-chat-slot.tsx",
      ]),
    );
    // The expanded lobby loads on demand.
    expect(modules).not.toContain("features/scrims/components/lobby/scrim-lobby.tsx");
  });

  it("would catch an MUI import on that path", () => {
    // The admin's fill-random menu, which the card loads on demand, reached directly.
    const { found } = firstLoadPackageImports([
      "features/scrims/components/lobby/fill-random-menu.tsx",
    ]);

    expect(stylingImports(found).map(({ specifier }) => specifier)).toContain("@mui/material/Menu");
  });
});
