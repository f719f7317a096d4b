import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

// The scrim page's first paint without MUI or Emotion (issue 12), one component at a time: these
// lobby parts are plain React and CSS, and what they open on demand (dialogs) loads lazily.
const LOBBY = "features/scrims/components/lobby";
const PLAIN = [
  `${LOBBY}/scrim-info-box.tsx`,
  `${LOBBY}/scrim-lobby.tsx`,
  `${LOBBY}/team-roster.tsx`,
  `${LOBBY}/check-in-panel.tsx`,
  `${LOBBY}/tournament-lobby.tsx`,
  `${LOBBY}/copy-field.tsx`,
  `${LOBBY}/winner-picker.tsx`,
  `${LOBBY}/scrim-banner.tsx`,
  `${LOBBY}/seat-row.tsx`,
  `${LOBBY}/seat-player.tsx`,
  `${LOBBY}/seat-actions-menu.tsx`,
  `${LOBBY}/swap-seat-menu.tsx`,
  "components/summoner/summoner-icon.tsx",
];
/** Parts the lobby shows that are not plain yet: the walk stops there. */
const NOT_YET_PLAIN = ["features/scrims/components/post-game-image/post-game-image.tsx"];

const styling = (roots: string[], stopAt: string[] = NOT_YET_PLAIN) =>
  stylingImports(firstLoadPackageImports(roots, stopAt).found);

describe("the plain lobby parts", () => {
  it.each(PLAIN)("%s imports no MUI or Emotion code statically", (root) => {
    expect(styling([root])).toEqual([]);
  });

  it("walks from the lobby through the teams and the info box into what they hold", () => {
    const { modules, found } = firstLoadPackageImports([`${LOBBY}/scrim-lobby.tsx`], NOT_YET_PLAIN);

    expect(modules).toEqual(expect.arrayContaining(PLAIN));
    expect(modules).toContain("theme/lazy-themed.tsx");
    expect(found.map(({ specifier }) => specifier)).toContain("@tanstack/react-query");
  });

  it("would catch the MUI of a part that is not plain, or of a dialog imported statically", () => {
    expect(styling([PLAIN[0]!], [])).not.toEqual([]);
    expect(styling(["components/dialogs/confirm-dialog.tsx"])).not.toEqual([]);
  });
});
