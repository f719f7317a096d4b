import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database made for this run, when the suite runs against a real PostgreSQL. */
    databaseUrl: string | undefined;
  }
}

/**
 * With DATABASE_URL set, the suite runs against that PostgreSQL: this run gets a fresh database
 * of its own (dropped afterwards), so runs never see each other's rows. Without it, each test
 * file opens its own in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide("databaseUrl", undefined);
    return;
  }
  const name = `scrims_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  project.provide("databaseUrl", url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
}
