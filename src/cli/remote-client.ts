import { boundedFetch } from "./bounded-fetch.ts";
import { CliError } from "./exit-codes.ts";

export interface RemoteResponse {
  readonly status: number;
  readonly body: unknown;
}

const RETRYABLE = new Set([429, 502, 503, 504]);
const MAX_ATTEMPTS = 6;

/** The message of the service's error shape, or a generic one; never the request text. */
export function errorMessage(response: RemoteResponse): string {
  const error = (response.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : `HTTP ${response.status}`;
  return typeof error?.message === "string" ? `${code}: ${error.message}` : code;
}

/**
 * A small JSON client for the service: the key in `Authorization: Bearer`, retries with
 * `Retry-After` on 429 and 503, and one clear CliError when the server cannot be reached or
 * refuses the key. Other statuses are returned for the caller to judge.
 */
export function createRemoteClient(
  baseUrl: string,
  key: string | undefined,
  signal?: AbortSignal,
  limits: { readonly maxBytes?: number; readonly timeoutMs?: number } = {},
) {
  let base: URL;
  try {
    base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new CliError("--url must be an absolute http(s) URL, e.g. http://127.0.0.1:8080", 2);
  }
  if (base.protocol !== "http:" && base.protocol !== "https:")
    throw new CliError("--url must use http or https", 2);

  async function request(method: "GET" | "POST", path: string, body?: unknown): Promise<RemoteResponse> {
    const url = new URL(path.replace(/^\//, ""), base);
    for (let attempt = 1; ; attempt++) {
      const response = await boundedFetch(url, {
        method,
        headers: {
          accept: "application/json",
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // A batch answer holds up to DEID_MAX_BATCH_BYTES of text, JSON-escaped.
        maxBytes: limits.maxBytes ?? 256 * 1024 * 1024,
        timeoutMs: limits.timeoutMs ?? 300_000,
        ...(signal ? { signal } : {}),
      });
      let parsed: unknown = null;
      try {
        parsed = response.text === "" ? null : JSON.parse(response.text);
      } catch {
        parsed = null;
      }
      const result = { status: response.status, body: parsed };
      if (RETRYABLE.has(response.status) && attempt < MAX_ATTEMPTS) {
        const retryAfter = Number(response.headers.get("retry-after"));
        const seconds =
          Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 30) : 2 ** (attempt - 1) / 2;
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        throw new CliError(
          `the server refused the key (${errorMessage(result)}); pass one with --key or DEID_API_KEY`,
        );
      }
      if (response.status >= 500) throw new CliError(`the server failed (${errorMessage(result)})`);
      return result;
    }
  }

  /** A plain-text GET (e.g. the public key), under the same limits. */
  async function getText(path: string): Promise<{ status: number; text: string }> {
    const response = await boundedFetch(new URL(path.replace(/^\//, ""), base), {
      headers: key ? { authorization: `Bearer ${key}` } : {},
      maxBytes: limits.maxBytes ?? 256 * 1024 * 1024,
      timeoutMs: limits.timeoutMs ?? 300_000,
      ...(signal ? { signal } : {}),
    });
    return { status: response.status, text: response.text };
  }

  return { base, request, getText };
}

export type RemoteClient = ReturnType<typeof createRemoteClient>;
