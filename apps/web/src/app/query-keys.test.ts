import { describe, expect, it } from "vitest";
import { scrimKeys } from "@/features/scrims/api/scrim-keys";
import { userScrimsKeys } from "@/features/users/api/user-scrims-keys";

// Features do not import each other, so the profile spells out the scrims feature's key tuples.
// The app composes both: this is where they are held equal.
describe("query keys shared across features", () => {
  it("gives a player's created scrims and record the same cache keys in both features", () => {
    expect(userScrimsKeys.created("u1")).toEqual(scrimKeys.userCreated("u1"));
    expect(userScrimsKeys.record("u1")).toEqual(scrimKeys.userRecord("u1"));
  });
});
