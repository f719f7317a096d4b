import { describe, expect, it } from "vitest";
import { isStylingLibrary, packageImportsFrom } from "@/testing/import-graph";

// The scrim page's first paint without MUI or Emotion (issue 12), one component at a time: these
// lobby parts are plain React and CSS, and what they open on demand (dialogs) loads lazily.
const LOBBY = "features/scrims/components/lobby";
const PLAIN = [
  `${LOBBY}/tournament-lobby.tsx`,
  `${LOBBY}/copy-field.tsx`,
  `${LOBBY}/winner-picker.tsx`,
  `${LOBBY}/check-in-panel.tsx`,
];
/** Parts not plain yet: the walk stops there. */
const NOT_YET_PLAIN: string[] = [];

const styling = (roots: string[], stopAt: string[] = NOT_YET_PLAIN) =>
  packageImportsFrom(roots, stopAt).found.filter(({ specifier }) => isStylingLibrary(specifier));

describe("the plain lobby parts", () => {
  it.each(PLAIN)("%s imports no MUI or Emotion code statically", (root) => {
    expect(styling([root])).toEqual([]);
  });

  it("walks through the tournament part into its copy fields", () => {
    const { modules, found } = packageImportsFrom([PLAIN[0]!], NOT_YET_PLAIN);

    expect(modules).toEqual(expect.arrayContaining([`${LOBBY}/copy-field.tsx`]));
    expect(modules).toContain("theme/lazy-themed.tsx");
    expect(found.map(({ specifier }) => specifier)).toContain("@tanstack/react-query");
  });

  it("would catch the MUI of a dialog imported statically", () => {
    expect(styling(["components/dialogs/confirm-dialog.tsx"])).not.toEqual([]);
  });
});
