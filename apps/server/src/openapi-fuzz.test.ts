import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import {
  addCasters,
  buildAdmin,
  buildFullScrim,
  buildScrim,
  buildUser,
  uniqueIp,
  type TestUser,
} from "@/test/factories";
import { HOUR } from "@/test/time";
import { apiOperations } from "@/test/openapi";

/**
 * Property-based fuzzing of every operation in the OpenAPI document, as a player and as an
 * admin: requests are drawn from the document's own schemas (mostly well-formed, some hostile),
 * and every answer must be a documented status, never a 5xx, with a body its schema accepts.
 * The seed is fixed so a run is repeatable; change it to explore.
 */
const SEED = 20261124;
const RUNS = 2500;

const app = await testApp();

type Schema = Record<string, unknown> & {
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: "path" | "query"; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
const operations = await apiOperations<Operation>(app);

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

// Known rows, so that ids and names often hit something real.
const [player, admin, other] = [
  await buildUser(app),
  await buildAdmin(app),
  await buildUser(app, { region: "EUW" }),
];
const scrimIds: string[] = [];
for (const overrides of [
  {},
  { isPrivate: true },
  { gameStartTime: new Date(Date.now() - HOUR) },
  { gameStartTime: new Date(Date.now() - 2 * HOUR), teamWon: "teamOne" as const },
  { isWithCasters: false, maxCastersAllowedCount: 0 },
]) {
  scrimIds.push((await buildScrim(app, { createdById: admin.id, ...overrides })).id);
}
const { scrim: fullScrim } = await buildFullScrim(app, {
  gameStartTime: new Date(Date.now() - HOUR),
});
await addCasters(app, fullScrim.id, [other]);
scrimIds.push(fullScrim.id);
const userIds = [player.id, admin.id, other.id];
const names = [player.name, other.name];

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u001b[31m",
  "'; drop table users; --",
  "%00",
  "../../etc/passwd",
  "\ud800",
  "💥".repeat(20),
  "x".repeat(300),
  "0050-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "NaN",
  "-1",
);

function dateArbitrary(): fc.Arbitrary<string> {
  // Within a month of now (other test files keep days 400–700 ahead to themselves), plus
  // starts just outside the game window, which must be refused.
  const nearNow = fc
    .integer({ min: -30 * 24, max: 30 * 24 })
    .map((hours) => new Date(Date.now() + hours * HOUR).toISOString());
  const outsideWindow = fc
    .constantFrom(-367 * 24, 735 * 24)
    .map((hours) => new Date(Date.now() + hours * HOUR).toISOString());
  return fc.oneof(
    { weight: 4, arbitrary: nearNow },
    { weight: 1, arbitrary: outsideWindow },
    { weight: 1, arbitrary: nearNow.map((iso) => iso.replace("Z", "+05:45")) },
    { weight: 1, arbitrary: hostileStrings },
  );
}

function stringArbitrary(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.format === "uuid") {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...scrimIds, ...userIds) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: hostileStrings },
    );
  }
  if (schema.format === "date-time" || /date|time/i.test(name)) {
    return dateArbitrary();
  }
  const plain = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 60),
  });
  const known =
    name === "name" || name === "q" ? fc.constantFrom(...names) : fc.constantFrom("NA1", "Gold 2");
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 2, arbitrary: known },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
    { weight: 1, arbitrary: hostileStrings },
  );
}

/** Values for a JSON schema of the document: mostly valid, sometimes not. */
function arbitraryFor(schema: Schema, name = ""): fc.Arbitrary<unknown> {
  let base: fc.Arbitrary<unknown>;
  if (schema.enum) {
    base = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: hostileStrings },
    );
  } else if (schema.anyOf ?? schema.oneOf) {
    base = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => arbitraryFor(s, name)));
  } else if (schema.allOf?.[0]) {
    base = arbitraryFor(schema.allOf[0], name);
  } else if (schema.type === "string") {
    base = stringArbitrary(schema, name);
  } else if (schema.type === "integer" || schema.type === "number") {
    base = fc.oneof(
      fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100 }),
      fc.constantFrom(-1, 0, 1e12, 0.5),
    );
  } else if (schema.type === "boolean") {
    base = fc.boolean();
  } else if (schema.type === "array") {
    base = fc.array(arbitraryFor(schema.items ?? {}, name), { maxLength: 3 });
  } else if (schema.type === "object") {
    const properties = schema.properties ?? {};
    const record = fc.record(
      Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, key)]),
      ),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
    base = fc.oneof(
      { weight: 6, arbitrary: record },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue()) },
    );
  } else {
    base = fc.jsonValue();
  }
  const withNull = schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
  return fc.oneof(
    { weight: 12, arbitrary: withNull },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

const requestArbitrary = fc.constantFrom(...operations).chain((op) => {
  const parameters = op.operation.parameters ?? [];
  const pathArbs = Object.fromEntries(
    parameters
      .filter((p) => p.in === "path")
      .map((p) => [
        p.name,
        arbitraryFor({ ...p.schema, minLength: 1 }, p.name).map((value) => {
          const text = String(value ?? "x");
          return text === "" ? "x" : text;
        }),
      ]),
  );
  const queryParams = parameters.filter((p) => p.in === "query");
  const queryArb = fc.record(
    Object.fromEntries(
      queryParams.map((p) => [p.name, arbitraryFor(p.schema, p.name).map((v) => String(v))]),
    ),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const bodySchema = op.operation.requestBody?.content["application/json"]?.schema;
  const bodyArb = bodySchema
    ? fc.option(arbitraryFor(bodySchema), { nil: undefined, freq: 10 })
    : fc.constant(undefined);
  return fc.record({
    name: fc.constant(op.name),
    as: fc.constantFrom("player" as const, "admin" as const),
    path: fc.record(pathArbs),
    query: queryArb,
    body: bodyArb,
  });
});

/** Percent-encoding that also sends a lone surrogate, as the malformed UTF-8 a client could. */
function encode(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

/** A fresh caller per case (a case may delete its account); numbered names never collide. */
let callerCount = 0;
const callers: Record<"player" | "admin", () => Promise<TestUser>> = {
  player: () => buildUser(app, { name: `Fuzz ${(callerCount += 1)}` }),
  admin: () => buildAdmin(app, { name: `Fuzz ${(callerCount += 1)}` }),
};

describe("OpenAPI fuzz", () => {
  it("answers every operation as documented, as a player and as an admin, without a 5xx", async () => {
    let cases = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async ({ name, as, path, query, body }) => {
        const op = operations.find((o) => o.name === name)!;
        cases += 1;
        seen.add(op.name);
        const search = Object.entries(query as Record<string, string>)
          .map(([key, value]) => `${encode(key)}=${encode(value)}`)
          .join("&");
        const url =
          op.path.replace(/\{(\w+)\}/g, (_, param: string) => encode(String(path[param]))) +
          (search ? `?${search}` : "");
        const caller = await callers[as]();
        const res = await injectAs(app, caller, {
          method: op.method,
          url,
          remoteAddress: uniqueIp(),
          ...(body === undefined
            ? {}
            : { headers: { "content-type": "application/json" }, payload: JSON.stringify(body) }),
        });
        const where = `${as} ${op.method} ${url} ${JSON.stringify(query)} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        const documented = op.operation.responses[String(res.statusCode)];
        expect(documented, `undocumented status: ${where}`).toBeDefined();
        const content = documented?.content ?? {};
        const schema = content["application/json"]?.schema;
        const otherType = Object.keys(content).find((type) => type !== "application/json");
        if (!schema && otherType) {
          // A documented non-JSON answer (an iCalendar file): that type, with a body.
          expect(String(res.headers["content-type"]), where).toContain(otherType);
          expect(res.body.length, where).toBeGreaterThan(0);
          return;
        }
        if (!schema) {
          expect(res.body, `a body where none is documented: ${where}`).toBe("");
          return;
        }
        const validate = validatorFor(`${op.name} ${res.statusCode}`, schema);
        const valid = validate(res.json());
        expect(valid, `${ajv.errorsText(validate.errors)}: ${where}`).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`openapi fuzz: ${cases} cases over ${seen.size} operations (seed ${SEED})`);
    expect(seen.size).toBe(operations.length);
  }, 600_000);
});
