import { describe, expect, it } from "vitest";
import { canUseScrimChat } from "./chat.policy";

const scrim = {
  createdById: "creator",
  lobbyHostId: "host",
  playerIds: ["player"],
  casterIds: ["caster"],
};
const user = (id: string, isAdmin = false) => ({ id, isAdmin });

describe("canUseScrimChat", () => {
  it("opens a public scrim's chat to every signed-in player", () => {
    expect(canUseScrimChat({ ...scrim, isPrivate: false }, user("stranger"))).toBe(true);
  });

  it("opens a private scrim's chat to its creator, host, players, casters and admins only", () => {
    const hidden = { ...scrim, isPrivate: true };
    for (const id of ["creator", "host", "player", "caster"]) {
      expect(canUseScrimChat(hidden, user(id))).toBe(true);
    }
    expect(canUseScrimChat(hidden, user("admin", true))).toBe(true);
    expect(canUseScrimChat(hidden, user("stranger"))).toBe(false);
  });
});
