// A new, migrated embedded database made at build time (scripts/build-server.mjs) and copied into
// a new DATA_DIR on its first start. Creating one there instead (PGlite's initdb, then every
// migration) took most of a first start: about 2 s on the 2-core machine, against a few tens of
// milliseconds for the copy. The template says what it was made with (its stamp) and is used only
// by a server of the same migrations and the same PGlite.
import fs from "node:fs";
import path from "node:path";

/** What a template was made with: the newest migration's time and PGlite's version. */
export type TemplateStamp = { migration: number; pglite: string };

const STAMP_FILE = "template.json";
const DATABASE_FOLDER = "pglite";

function readStamp(templateDir: string): TemplateStamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(templateDir, STAMP_FILE), "utf8")) as TemplateStamp;
  } catch {
    return null;
  }
}

/**
 * Copies the template's database into `dest` (a folder that must not exist yet) when the template
 * is there, its stamp is `stamp` and the copy succeeds. False, with nothing left in `dest`,
 * otherwise.
 */
export function copyPgliteTemplate(
  templateDir: string,
  dest: string,
  stamp: TemplateStamp,
): boolean {
  const found = readStamp(templateDir);
  if (found?.migration !== stamp.migration || found.pglite !== stamp.pglite) {
    return false;
  }
  try {
    fs.cpSync(path.join(templateDir, DATABASE_FOLDER), dest, {
      recursive: true,
      errorOnExist: true,
    });
    return true;
  } catch {
    // A template being rebuilt under us, or cut short: the caller creates the database instead.
    fs.rmSync(dest, { recursive: true, force: true });
    return false;
  }
}

/**
 * Makes `templateDir` from `database`, a closed embedded database's folder (moved, not copied),
 * stamped with `stamp`. Built aside and renamed into place, so a reader never sees half of it.
 */
export function writePgliteTemplate(
  database: string,
  templateDir: string,
  stamp: TemplateStamp,
): void {
  const building = `${templateDir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  fs.renameSync(database, path.join(building, DATABASE_FOLDER));
  fs.writeFileSync(path.join(building, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(building, templateDir);
}
