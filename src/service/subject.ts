import { createHmac, type KeyObject } from "node:crypto";
import { DeidError } from "../errors.ts";

// Printable text only; a subject id is often itself an identifier, so it is never stored as given.
const SUBJECT_ID = /^[^\u0000-\u001f\u007f]{1,128}$/u;

export function checkSubjectId(value: string): string {
  if (!SUBJECT_ID.test(value) || value.trim() === "" || !value.isWellFormed()) {
    throw new DeidError("invalid_request", "subject_id must be 1–128 printable characters", {
      details: [{ path: "/subject_id", message: "invalid subject_id" }],
    });
  }
  return value;
}

/** A keyed digest of the subject: joins documents without storing the subject id. */
export function subjectDigest(key: KeyObject, tenant: string, subjectId: string): string {
  return createHmac("sha256", key).update(`${tenant}\u0000${subjectId}`).digest("hex");
}
