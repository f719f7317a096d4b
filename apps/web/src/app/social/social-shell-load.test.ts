import { describe, expect, it } from "vitest";
import { firstLoadPackageImports, stylingImports } from "@/testing/static-import-graph";

/**
 * What a signed-in player's pages load once idle (issue 12): the social shell (the header's icons
 * and the live events) and the scrim card's chat button. They are plain HTML and CSS, so the pages
 * drawn without MUI (the hub, a scrim) never load MUI for them; the social dialogs, which are MUI,
 * load by `import()` when one is first wanted and are left out of this walk.
 */
const SHELL_ROOTS = [
  "app/social/social-shell.tsx",
  "features/chat/components/scrim-chat-button.tsx",
];

describe("the social shell's load", () => {
  it("imports no MUI or Emotion code, statically, from the header's icons, the events or the chat button", () => {
    const { modules, found } = firstLoadPackageImports(SHELL_ROOTS);

    expect(stylingImports(found)).toEqual([]);
    expect(modules).toEqual(
      expect.arrayContaining([
        "features/friends/components/friend-requests-button.tsx",
        "features/notifications/components/notifications-button.tsx",
        "features/chat/components/messenger-button.tsx",
        "features/chat/hooks/use-chat-events.ts",
        "components/count-icon-button.tsx",
      ]),
    );
    expect(modules).not.toContain("app/social/global-dialog-host.tsx");
  });

  it("would catch the dialogs on that path", () => {
    const { found } = firstLoadPackageImports(["app/social/global-dialog-host.tsx"]);

    expect(stylingImports(found)).not.toEqual([]);
  });
});
