import type { FastifyInstance } from "fastify";
import { DeidError } from "../../errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The charset parameter of a Content-Type, lower-cased, or undefined when there is none. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? "");
  return match ? (match[1] ?? "").toLowerCase() : undefined;
}

/**
 * JSON bodies in UTF-8 only (RFC 8259 §8.1). Fastify's parser decodes whatever arrives as UTF-8,
 * replacing invalid bytes with U+FFFD and ignoring a declared charset, so a Latin-1 note would be
 * de-identified (and stored) with its accented letters silently lost. A declared charset other
 * than UTF-8 is refused with 415, bytes that are not UTF-8 with 400; parsing itself (with
 * prototype-poisoning protection) is still Fastify's.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = charsetOf(request.headers["content-type"]);
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      done(new DeidError("unsupported_charset", "JSON bodies must be UTF-8 (charset=utf-8 or none)"));
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new DeidError("invalid_encoding", "the body is not valid UTF-8"));
      return;
    }
    parseJson(request, text, done);
  });
}
