import { describe, expect, it } from "vitest";
import { staticImportGraph, stylingImports } from "@/testing/import-graph";

/**
 * The hub's cards (issue 12): a collapsed card (header, average ranks, summary, Show More) is
 * plain HTML and CSS, so the hub's first paint needs no MUI and no Emotion. What opens on demand
 * (the expanded lobby, menus, dialogs, the chat button) is MUI, loaded by `import()` and left out
 * of this walk. A static MUI import anywhere below the list item would put MUI back into it.
 */
const CARD = "features/scrims/components/lobby/scrim-list-item.tsx";

describe("the hub's scrim card", () => {
  it("imports no MUI or Emotion code, statically", () => {
    const { modules, found } = staticImportGraph([CARD]);

    expect(stylingImports(found)).toEqual([]);
    // The walk reached the card's pieces (a broken walk would pass vacuously).
    expect(modules).toEqual(
      expect.arrayContaining([
        "features/scrims/components/lobby/scrim-card-header.tsx",
        "features/scrims/components/lobby/scrim-admin-actions.tsx",
        "features/scrims/components/lobby/scrim-summary.tsx",
        "components/rank/rank-emblem.tsx",
        "lib/scrim-chat-slot.tsx",
        "theme/lazy-themed.tsx",
      ]),
    );
    expect(modules).not.toContain("features/scrims/components/lobby/scrim-lobby.tsx");
  });

  it("would catch an MUI import on that path", () => {
    // The expanded lobby, reached directly, is MUI.
    const { found } = staticImportGraph(["features/scrims/components/lobby/scrim-lobby.tsx"]);

    expect(stylingImports(found).map(({ specifier }) => specifier)).toContain("@mui/material/Box");
  });
});
