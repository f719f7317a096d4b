import { randomUUID } from "node:crypto";
import type { App } from "@/app";
import { users } from "@/db/schema/index";

type NewUser = typeof users.$inferInsert;
export type TestUser = typeof users.$inferSelect;

/** A unique suffix, so rows made by one test never collide with another's. */
export function uniqueTag(): string {
  return randomUUID().replaceAll("-", "").slice(0, 8);
}

/** Inserts a registered player with unique name, Discord and email; any field can be overridden. */
export async function buildUser(app: App, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const tag = uniqueTag();
  const [user] = await app.deps.db
    .insert(users)
    .values({
      email: `player-${tag}@example.test`,
      name: `Player ${tag.slice(0, 6)}`,
      summonerTagline: "NA1",
      region: "NA",
      discord: `player_${tag}`,
      rank: "Gold 2",
      ...overrides,
    })
    .returning();
  if (!user) {
    throw new Error("buildUser: insert returned no row");
  }
  return user;
}
