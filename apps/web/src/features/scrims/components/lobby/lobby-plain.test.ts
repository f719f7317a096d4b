import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

// The scrim page's first paint without MUI or Emotion (issue 12): the page's frame, its skeleton
// and every lobby part are plain React and CSS; what they open on demand (menus, dialogs) loads
// lazily with MUI's theme (lazyThemed).
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
  `${LOBBY}/scrim-banner.tsx`,
  `${LOBBY}/seat-row.tsx`,
  `${LOBBY}/seat-player.tsx`,
  `${LOBBY}/seat-actions-menu.tsx`,
  `${LOBBY}/swap-seat-menu.tsx`,
  "components/summoner/summoner-icon.tsx",
];

const styling = (roots: string[]) => stylingImports(firstLoadPackageImports(roots).found);

describe("the plain lobby parts", () => {
  it.each(PLAIN)("%s imports no MUI or Emotion code statically", (root) => {
    expect(styling([root])).toEqual([]);
  });

  it("walks from the page through the lobby, its teams and its info box into what they hold", () => {
    const { modules, found } = firstLoadPackageImports([
      "features/scrims/components/scrim-detail.tsx",
    ]);

    expect(modules).toEqual(expect.arrayContaining(PLAIN));
    expect(modules).toContain("theme/lazy-themed.tsx");
    expect(found.map(({ specifier }) => specifier)).toContain("@tanstack/react-query");
  });

  it("finds no MUI or Emotion on the whole scrim page's first load, from its route", () => {
    expect(styling(["app/routes/scrims/scrim-detail.tsx"])).toEqual([]);
  });

  it("would catch the MUI of a menu or a dialog imported statically", () => {
    expect(styling([`${LOBBY}/fill-random-menu.tsx`])).not.toEqual([]);
    expect(styling(["components/dialogs/confirm-dialog.tsx"])).not.toEqual([]);
  });
});
