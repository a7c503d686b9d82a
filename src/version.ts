import { createRequire } from "node:module";

// Read at run time rather than imported, so the built package (dist/version.js) finds the same
// package.json one folder up as the sources do.
const pkg = createRequire(import.meta.url)("../package.json") as { version: string; description: string };

/** The package version: reported by the index document and health. */
export const VERSION: string = pkg.version;
export const DESCRIPTION: string = pkg.description;
