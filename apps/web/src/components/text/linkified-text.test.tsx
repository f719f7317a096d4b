import { describe, expect, it } from "vitest";
import { splitLinks, toSafeHref } from "./linkified-text";

describe("links in user text", () => {
  it("finds http(s) and www. addresses and leaves sentence punctuation out", () => {
    expect(splitLinks("see https://op.gg/a, or www.twitch.tv/x.")).toEqual([
      "see ",
      { link: "https://op.gg/a", href: "https://op.gg/a" },
      ", or ",
      { link: "www.twitch.tv/x", href: "https://www.twitch.tv/x" },
      ".",
    ]);
  });

  it("never makes a link of another scheme", () => {
    expect(toSafeHref("javascript:alert(1)")).toBeNull();
    expect(splitLinks("javascript:alert(1) data:text/html,x")).toEqual([
      "javascript:alert(1) data:text/html,x",
    ]);
  });
});
