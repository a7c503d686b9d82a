import { DeidError } from "../../errors.ts";

/**
 * Refuses a de-identification text with nothing in it (empty or only white space): it has no PHI
 * to remove, and accepting it would still store a document and append an audit-log entry.
 */
export function checkNotEmpty(text: string, path = "/text"): void {
  if (text.trim() === "") {
    throw new DeidError("empty_text", "text is empty; there is nothing to de-identify", {
      details: [{ path, message: "must contain a non-white-space character" }],
    });
  }
}
