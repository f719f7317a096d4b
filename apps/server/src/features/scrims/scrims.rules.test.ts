import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import {
  assertCastersFit,
  assertLobbyHostChoice,
  generateLobbyPassword,
  lobbyHostAfterEdit,
  lobbyHostAfterSeatChange,
  scrimConflictFromConstraint,
  teamsAreFull,
  titleAndLobbyName,
  type LobbyHostState,
} from "./scrims.rules";

const ten = Array.from({ length: 10 }, (_, i) => `p${i}`);
const first = (ids: string[]) => ids[0] ?? "none";

function expectAppError(fn: () => unknown, code: string, message?: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    if (message) {
      expect((error as AppError).message).toBe(message);
    }
    return;
  }
  throw new Error(`expected AppError ${code}`);
}

describe("generateLobbyPassword", () => {
  it("makes 8 readable characters, no look-alikes", () => {
    let i = 0;
    const password = generateLobbyPassword((n) => (i++ * 7) % n);
    expect(password).toHaveLength(8);
    expect(password).toMatch(/^[a-zA-Z2-9]+$/);
    expect(password).not.toMatch(/[01oOlI]/);
  });

  it("uses the random source for every character", () => {
    expect(generateLobbyPassword(() => 0)).toBe("aaaaaaaa");
  });
});

describe("titleAndLobbyName", () => {
  it('defaults the title to "{creator}\'s Scrim" and the lobby name to the title', () => {
    expect(titleAndLobbyName({}, "Faker")).toEqual({
      title: "Faker's Scrim",
      lobbyName: "Faker's Scrim",
    });
    expect(titleAndLobbyName({ title: "  ", lobbyName: "" }, "Faker").title).toBe("Faker's Scrim");
  });

  it("keeps what the admin typed", () => {
    expect(titleAndLobbyName({ title: "Friday", lobbyName: "fri" }, "Faker")).toEqual({
      title: "Friday",
      lobbyName: "fri",
    });
    expect(titleAndLobbyName({ title: "Friday" }, "Faker").lobbyName).toBe("Friday");
  });
});

describe("teamsAreFull", () => {
  it("is true from ten players", () => {
    expect(teamsAreFull(9)).toBe(false);
    expect(teamsAreFull(10)).toBe(true);
  });
});

describe("assertLobbyHostChoice", () => {
  it("accepts random, the creator and any player", () => {
    const scrim = { createdById: "admin", playerIds: ["p1"] };
    expect(() => assertLobbyHostChoice(null, scrim)).not.toThrow();
    expect(() => assertLobbyHostChoice("admin", scrim)).not.toThrow();
    expect(() => assertLobbyHostChoice("p1", scrim)).not.toThrow();
  });

  it("refuses anyone else with 400", () => {
    expectAppError(
      () => assertLobbyHostChoice("stranger", { createdById: "admin", playerIds: ["p1"] }),
      "INVALID_LOBBY_HOST",
    );
  });
});

describe("assertCastersFit", () => {
  it("refuses a maximum below the casters already in the cast", () => {
    expect(() => assertCastersFit(1, 1)).not.toThrow();
    expectAppError(() => assertCastersFit(2, 1), "TOO_MANY_CASTERS");
    expectAppError(() => assertCastersFit(1, 0), "TOO_MANY_CASTERS");
  });
});

describe("lobbyHostAfterSeatChange", () => {
  const random: LobbyHostState = {
    createdById: "admin",
    lobbyHostId: null,
    lobbyHostRandom: true,
    previousLobbyHostId: null,
  };

  it("draws a random host once both teams hold five, and not before", () => {
    expect(lobbyHostAfterSeatChange(random, ten.slice(0, 9), first)).toBeNull();
    expect(lobbyHostAfterSeatChange(random, ten, (ids) => ids[3] ?? "")).toEqual({
      lobbyHostId: "p3",
      lobbyHostRandom: true,
      previousLobbyHostId: null,
    });
  });

  it("keeps a drawn host while he stays seated", () => {
    expect(lobbyHostAfterSeatChange({ ...random, lobbyHostId: "p1" }, ten, first)).toBeNull();
  });

  it("steps a host who left down, remembering him, and redraws when full again", () => {
    const left = lobbyHostAfterSeatChange({ ...random, lobbyHostId: "p9" }, ten.slice(0, 9), first);
    expect(left).toEqual({ lobbyHostId: null, lobbyHostRandom: true, previousLobbyHostId: "p9" });
    const refilled = lobbyHostAfterSeatChange(
      { ...random, ...left },
      [...ten.slice(0, 9), "new"],
      () => "new",
    );
    expect(refilled).toEqual({
      lobbyHostId: "new",
      lobbyHostRandom: true,
      previousLobbyHostId: "p9",
    });
  });

  it("turns a chosen player-host who leaves into a random host", () => {
    const chosen = { ...random, lobbyHostId: "p2", lobbyHostRandom: false };
    expect(lobbyHostAfterSeatChange(chosen, ["p1"], first)).toEqual({
      lobbyHostId: null,
      lobbyHostRandom: true,
      previousLobbyHostId: "p2",
    });
  });

  it("keeps the creator as host whether seated or not", () => {
    const creator = { ...random, lobbyHostId: "admin", lobbyHostRandom: false };
    expect(lobbyHostAfterSeatChange(creator, [], first)).toBeNull();
    expect(lobbyHostAfterSeatChange(creator, ten, first)).toBeNull();
  });
});

describe("lobbyHostAfterEdit", () => {
  const state: LobbyHostState = {
    createdById: "admin",
    lobbyHostId: "p1",
    lobbyHostRandom: true,
    previousLobbyHostId: null,
  };

  it("sets a chosen host and remembers the one before", () => {
    expect(lobbyHostAfterEdit(state, "p2", ten, first)).toEqual({
      lobbyHostId: "p2",
      lobbyHostRandom: false,
      previousLobbyHostId: "p1",
    });
  });

  it("keeps a host already drawn at random when random is kept", () => {
    expect(lobbyHostAfterEdit(state, null, ten, () => "p5")).toMatchObject({ lobbyHostId: "p1" });
  });

  it("clears a chosen host when switched to random, drawing at once with full teams", () => {
    const chosen = { ...state, lobbyHostRandom: false };
    expect(lobbyHostAfterEdit(chosen, null, ten.slice(0, 4), first)).toEqual({
      lobbyHostId: null,
      lobbyHostRandom: true,
      previousLobbyHostId: "p1",
    });
    expect(lobbyHostAfterEdit(chosen, null, ten, () => "p7").lobbyHostId).toBe("p7");
  });
});

describe("scrimConflictFromConstraint", () => {
  it("words the seat, player and caster keys as 409s", () => {
    expect(scrimConflictFromConstraint("scrim_players_seat_pk")).toMatchObject({
      statusCode: 409,
      code: "SEAT_TAKEN",
    });
    expect(scrimConflictFromConstraint("scrim_players_scrim_user_key")?.message).toBe(
      "Player already exists in game. Did you mean to move the player? use the /move-player endpoint instead.",
    );
    expect(scrimConflictFromConstraint("scrim_players_scrim_user_key")?.code).toBe(
      "ALREADY_SEATED",
    );
    expect(scrimConflictFromConstraint("scrim_casters_pk")?.code).toBe("ALREADY_CASTER");
  });

  it("leaves other constraints alone", () => {
    expect(scrimConflictFromConstraint("users_email_key")).toBeUndefined();
  });
});
