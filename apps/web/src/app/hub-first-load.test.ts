import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

/**
 * The Scrims Hub's first paint (issue 12): its route module (and what it imports statically) is
 * plain HTML and CSS, outside the MUI layout route, and so are its sections. The entry is covered
 * by landing-first-load.test.ts.
 */
const HUB_ROOTS = [
  "app/routes/scrims/scrims-list.tsx",
  // Loaded lazily (in MUI's theme) while its cards are drawn with MUI; a static import of the hub
  // once they are plain.
  "features/scrims/components/hub/hub-section.tsx",
];
/**
 * The scrim card, still drawn with MUI: not walked into until it is plain. Remove it from this
 * list when lobby/scrim-list-item.tsx is plain (the collapsed card), and then import HubSection
 * statically in scrims-hub.tsx.
 */
const STILL_MUI = ["features/scrims/components/lobby/scrim-list-item.tsx"];

describe("the hub's first load", () => {
  it("imports no MUI or Emotion code, statically, from the hub page or its sections", () => {
    const { modules, found } = firstLoadPackageImports(HUB_ROOTS, STILL_MUI);

    expect(stylingImports(found)).toEqual([]);
    // The walk did reach the hub's parts (a broken walk would pass vacuously).
    expect(modules).toEqual(
      expect.arrayContaining([
        "features/scrims/components/hub/scrims-hub.tsx",
        "features/scrims/components/hub/hub-filter-bar.tsx",
        "features/scrims/components/hub/hub-count-tiles.tsx",
        "features/scrims/components/hub/hub-empty-state.tsx",
        "features/scrims/components/hub/refresh-button.tsx",
        "components/errors/load-error-alert.tsx",
        "components/page-title.tsx",
        "components/loading-screen.tsx",
      ]),
    );
  });

  it("leaves out only card modules that exist", () => {
    for (const module of STILL_MUI) {
      expect(fs.existsSync(path.join(SRC, module)), module).toBe(true);
    }
  });
});
