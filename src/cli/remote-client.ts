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
export function createRemoteClient(baseUrl: string, key: string | undefined, signal?: AbortSignal) {
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
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            accept: "application/json",
            ...(key ? { authorization: `Bearer ${key}` } : {}),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(300_000)])
            : AbortSignal.timeout(300_000),
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
        throw new CliError(`cannot reach ${base.origin} (${cause})`);
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text === "" ? null : JSON.parse(text);
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

  return { base, request };
}

export type RemoteClient = ReturnType<typeof createRemoteClient>;
