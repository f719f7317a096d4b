import { randomInt } from "node:crypto";

/** Draws one id uniformly at random (a lobby host). */
export function pickRandom(ids: string[]): string {
  const id = ids[randomInt(ids.length)];
  if (id === undefined) {
    throw new Error("pickRandom: no ids to pick from");
  }
  return id;
}
