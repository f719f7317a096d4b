import { describeAxeChecks } from "./support/axe-pages";

// axe on every page and main dialog, as each viewer, on a phone (e2e/support/axe-pages.ts).
describeAxeChecks("phone");
