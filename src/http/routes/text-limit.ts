import { DeidError } from "../../errors.ts";

/**
 * Refuses a text over the configured limit (in UTF-8 bytes), naming the limit. `extraBytes` are
 * the bytes of the document's `known_phi` values, which count against the same limit.
 */
export function checkTextSize(text: string, maxBytes: number, path = "/text", extraBytes = 0): void {
  // Cheap bound first: a UTF-8 encoding has at most 3 bytes per UTF-16 unit.
  if (text.length * 3 + extraBytes <= maxBytes) return;
  if (Buffer.byteLength(text, "utf8") + extraBytes > maxBytes) {
    throw new DeidError(
      "payload_too_large",
      extraBytes > 0
        ? `text and known_phi values are larger than the limit of ${maxBytes} bytes (DEID_MAX_TEXT_BYTES)`
        : `text is larger than the limit of ${maxBytes} bytes (DEID_MAX_TEXT_BYTES)`,
      {
        details: [{ path, message: "too large" }],
      },
    );
  }
}
