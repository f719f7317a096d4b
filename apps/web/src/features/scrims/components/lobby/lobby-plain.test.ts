import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

// The scrim page's first paint without MUI or Emotion (issue 12), one component at a time: the
// page's frame, its skeleton and these lobby parts are plain React and CSS, and what they open on
// demand (dialogs) loads lazily.
const LOBBY = "features/scrims/components/lobby";
const POST_GAME = "features/scrims/components/post-game-image";
const PLAIN = [
  `${LOBBY}/scrim-info-box.tsx`,
  `${LOBBY}/scrim-lobby.tsx`,
  `${LOBBY}/team-roster.tsx`,
  `${LOBBY}/check-in-panel.tsx`,
  `${LOBBY}/tournament-lobby.tsx`,
  `${LOBBY}/copy-field.tsx`,
  `${LOBBY}/winner-picker.tsx`,
  `${LOBBY}/scrim-card-skeleton.tsx`,
  `${POST_GAME}/post-game-image.tsx`,
  `${POST_GAME}/upload-image-button.tsx`,
  `${POST_GAME}/delete-image-button.tsx`,
  "features/scrims/components/scrim-detail.tsx",
];
/** Parts the lobby shows that are not plain yet: the walk stops there. */
const NOT_YET_PLAIN = [`${LOBBY}/scrim-banner.tsx`, `${LOBBY}/seat-row.tsx`];

const styling = (roots: string[], stopAt: string[] = NOT_YET_PLAIN) =>
  stylingImports(firstLoadPackageImports(roots, stopAt).found);

describe("the plain lobby parts", () => {
  it.each(PLAIN)("%s imports no MUI or Emotion code statically", (root) => {
    expect(styling([root])).toEqual([]);
  });

  it("walks from the page through the lobby, its teams and its info box into what they hold", () => {
    const { modules, found } = firstLoadPackageImports(
      ["features/scrims/components/scrim-detail.tsx"],
      NOT_YET_PLAIN,
    );

    expect(modules).toEqual(expect.arrayContaining(PLAIN));
    expect(modules).toContain("theme/lazy-themed.tsx");
    expect(found.map(({ specifier }) => specifier)).toContain("@tanstack/react-query");
  });

  it("would catch the MUI of a part that is not plain, or of a dialog imported statically", () => {
    expect(styling([`${LOBBY}/scrim-lobby.tsx`], [])).not.toEqual([]);
    expect(styling(["components/dialogs/confirm-dialog.tsx"])).not.toEqual([]);
  });
});
