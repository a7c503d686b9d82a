import { DeidError } from "../../errors.ts";

/** Refuses a text over the configured limit (in UTF-8 bytes), naming the limit. */
export function checkTextSize(text: string, maxBytes: number, path = "/text"): void {
  // Cheap bound first: a UTF-8 encoding has at most 3 bytes per UTF-16 unit.
  if (text.length * 3 <= maxBytes) return;
  if (Buffer.byteLength(text, "utf8") > maxBytes) {
    throw new DeidError(
      "payload_too_large",
      `text is larger than the limit of ${maxBytes} bytes (DEID_MAX_TEXT_BYTES)`,
      {
        details: [{ path, message: "too large" }],
      },
    );
  }
}
