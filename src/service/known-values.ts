/** Moved to src/known-values/ (beside detection); this re-export keeps bench/ building until it follows. */
export * from "../known-values/known-values.ts";
