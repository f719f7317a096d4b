import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** The named parameters of a prepared query: `p("id")` stands for `values.id`. */
type Placeholder = typeof sql.placeholder;

type Query = { sql: string; params: unknown[] };

/**
 * What this file reads of Drizzle beyond its documented API (drizzle-orm is pinned): a database's
 * and a transaction's `session.prepareQuery`, and the ordered fields (a select's, or what an
 * insert, update or delete returns) that a query's own `_prepare` hands it. Both the PostgreSQL
 * and the embedded driver run through here in the tests.
 */
type DrizzleSession = {
  prepareQuery: (
    query: Query,
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper?: undefined,
    queryMetadata?: unknown,
  ) => PreparedRun;
};
type PreparedRun = {
  execute: (values: Record<string, unknown>) => Promise<unknown>;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  queryMetadata?: unknown;
};
type DrizzleQuery = { toSQL: () => Query; _prepare: (name: string) => PreparedRun };

type Built = {
  query: Query;
  fields: unknown;
  joinsNotNullableMap: unknown;
  queryMetadata: unknown;
};

const names = new Set<string>();

/**
 * A query (a select, or an insert, update or delete) whose SQL text is built once, on its first
 * run, instead of on every call: Drizzle builds a query's text anew each time it runs, and for
 * the statements of a busy evening (those of every seat change and profile page) that building
 * was a fifth of the event loop. Each run then sends the same text with its values, by `name`
 * (PostgreSQL parses and plans it once per connection; the embedded database's thread prepares
 * every text once anyway), in whatever database or transaction it is given. `build` describes
 * the query with placeholders (`p("id")`) in place of the values; it must not depend on the
 * values, and runs once. In `values()` a placeholder goes through its column's encoding (a
 * timestamp's fails on null); in `set()`, and where such a value may be null, it goes in as SQL
 * with a cast (`` sql`${p("at")}::timestamptz` ``, the value as ISO text).
 *
 * A value list (`in (...)`) is one array placeholder: `col = any(${p("ids")})`.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbOrTx, p: Placeholder) => PromiseLike<Result>,
): (db: DbOrTx, values: Values) => Promise<Result> {
  if (names.has(name)) {
    throw new Error(`preparedQuery: the name ${name} is taken`);
  }
  names.add(name);
  let built: Built | undefined;
  return async (db, values) => {
    if (!built) {
      const query = build(db, sql.placeholder) as unknown as DrizzleQuery;
      const first = query._prepare(name);
      built = {
        query: query.toSQL(),
        fields: first.fields,
        joinsNotNullableMap: first.joinsNotNullableMap,
        queryMetadata: first.queryMetadata,
      };
    }
    const { session } = db as unknown as { session: DrizzleSession };
    const run = session.prepareQuery(
      built.query,
      built.fields,
      name,
      true,
      undefined,
      built.queryMetadata,
    );
    run.joinsNotNullableMap = built.joinsNotNullableMap;
    return (await run.execute(values)) as Result;
  };
}
