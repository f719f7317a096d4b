import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigrationMillis, makePgliteTemplate, openDatabase } from "./client";
import { newPglite } from "./pglite";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-template-"));
const templateDir = path.join(work, "template");

/** The first row of a raw query's result (drizzle types it per driver). */
async function firstRow<T>(result: Promise<unknown>): Promise<T> {
  return ((await result) as { rows: T[] }).rows[0] as T;
}

/** Opens a new DATA_DIR with the template (or none) and returns what its database holds. */
async function firstStart(template: string | null) {
  const dataDir = fs.mkdtempSync(path.join(work, "data-"));
  const database = await openDatabase({ dataDir, pgliteTemplateDir: template });
  try {
    const { db } = database;
    const marker = await firstRow<{ marker: string | null }>(
      db.execute(sql`select to_regclass('template_marker')::text as marker`),
    );
    const latest = await firstRow<{ latest: string }>(
      db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
    );
    const users = await firstRow<{ count: number }>(
      db.execute(sql`select count(*)::int as count from users`),
    );
    return {
      fromTemplate: marker.marker !== null,
      latestMigration: Number(latest.latest),
      users: users.count,
      leftovers: fs.readdirSync(dataDir).filter((entry) => entry.startsWith("pglite.init-")),
    };
  } finally {
    await database.close();
  }
}

/** Rewrites one field of the template's stamp. */
function restamp(field: "migration" | "pglite", value: number | string) {
  const file = path.join(templateDir, "template.json");
  const stamp = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  fs.writeFileSync(file, JSON.stringify({ ...stamp, [field]: value }));
}

beforeAll(async () => {
  await makePgliteTemplate(templateDir);
  // A mark only the template has, to tell a copy from a database created on the spot.
  const client = newPglite(path.join(templateDir, "pglite"));
  await client.exec("create table template_marker (id int)");
  await client.close();
}, 120_000);

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe("a first start with the build's template", () => {
  it("copies the template into the new DATA_DIR: migrated, empty, nothing left over", async () => {
    const started = await firstStart(templateDir);

    expect(started).toEqual({
      fromTemplate: true,
      latestMigration: latestMigrationMillis(),
      users: 0,
      leftovers: [],
    });
    // The template itself stays as it was, for the next new folder.
    expect(fs.existsSync(path.join(templateDir, "pglite"))).toBe(true);
  }, 120_000);

  it.each([
    ["migrations", "migration", 1],
    ["PGlite version", "pglite", "0.0.1"],
  ] as const)(
    "creates the database instead when the template was made with other %s",
    async (_what, field, value) => {
      const stamp = fs.readFileSync(path.join(templateDir, "template.json"));
      restamp(field, value);
      try {
        const started = await firstStart(templateDir);
        expect(started).toMatchObject({
          fromTemplate: false,
          latestMigration: latestMigrationMillis(),
          users: 0,
        });
      } finally {
        fs.writeFileSync(path.join(templateDir, "template.json"), stamp);
      }
    },
    120_000,
  );

  it("creates the database when the template's stamp is there but its database is not (a build under way)", async () => {
    const broken = path.join(work, "broken-template");
    fs.mkdirSync(broken);
    fs.copyFileSync(path.join(templateDir, "template.json"), path.join(broken, "template.json"));

    const started = await firstStart(broken);
    expect(started).toMatchObject({
      fromTemplate: false,
      latestMigration: latestMigrationMillis(),
      leftovers: [],
    });
  }, 120_000);

  it("creates the database when there is no template", async () => {
    const started = await firstStart(path.join(work, "no-template-here"));
    expect(started).toMatchObject({
      fromTemplate: false,
      latestMigration: latestMigrationMillis(),
    });
  }, 120_000);
});
