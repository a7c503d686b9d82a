import pkg from "../package.json" with { type: "json" };

/** The package version: reported by the index document and health. */
export const VERSION: string = pkg.version;
export const DESCRIPTION: string = pkg.description;
