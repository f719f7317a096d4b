// The test factories, by domain (test/factories/*.ts). This module re-exports them all, so a test
// may import from "@/test/factories" or from the domain's own file.
export * from "./factories/idempotency";
export * from "./factories/scrims";
export * from "./factories/unique";
export * from "./factories/users";
