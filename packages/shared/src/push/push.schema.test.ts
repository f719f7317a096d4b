import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SETTINGS, PUSH_KINDS, notificationSettingsSchema } from "./push.schema";

describe("DEFAULT_PUSH_SETTINGS", () => {
  it("has exactly the settings' push switches, every kind on", () => {
    expect(notificationSettingsSchema.shape.push.strict().parse(DEFAULT_PUSH_SETTINGS)).toEqual(
      DEFAULT_PUSH_SETTINGS,
    );
    expect(Object.keys(DEFAULT_PUSH_SETTINGS)).toEqual([...PUSH_KINDS]);
    expect(Object.values(DEFAULT_PUSH_SETTINGS).every((on) => on === true)).toBe(true);
  });
});
