import { DeidError } from "../../errors.ts";

/** A page's `limit` query parameter: 1–1000, 100 when absent; anything else is a catalogued 400. */
export function pageLimit(raw: string | undefined): number {
  const limit = raw === undefined ? 100 : Number(raw);
  if (limit < 1 || limit > 1000) {
    throw new DeidError("invalid_request", "limit must be between 1 and 1000", {
      details: [{ path: "/limit", message: "out of range" }],
    });
  }
  return limit;
}
