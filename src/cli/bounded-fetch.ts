import { CliError, EXIT } from "./exit-codes.ts";

export interface BoundedFetchOptions {
  readonly method?: "GET" | "POST";
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Largest body read; a longer one (or a Content-Length over it) is refused unread. */
  readonly maxBytes: number;
  /** For the whole exchange, body included. */
  readonly timeoutMs: number;
  /** Aborts at once (Ctrl-C, SIGTERM). */
  readonly signal?: AbortSignal;
}

export interface BoundedResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

const MAX_REDIRECTS = 5;

/**
 * fetch for a command line talking to a server it does not control: redirects are followed only
 * within the first URL's origin (a redirect elsewhere could carry the key or feed a forged log),
 * the body is read as a stream and refused past `maxBytes`, and the whole exchange ends at
 * `timeoutMs` or when `signal` aborts (so SIGTERM ends a run stuck on a slow server at once).
 */
export async function boundedFetch(url: URL, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const origin = url.origin;
  let target = url;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(target, {
        method: options.method ?? "GET",
        redirect: "manual",
        signal,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body === undefined ? {} : { body: options.body }),
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
        await response.body?.cancel();
        const next = new URL(response.headers.get("location")!, target);
        if (next.origin !== origin)
          throw new CliError(`${origin} redirected to another origin (${next.origin}); not followed`);
        if (hop + 1 >= MAX_REDIRECTS)
          throw new CliError(`${origin} redirected more than ${MAX_REDIRECTS} times`);
        target = next;
        continue;
      }
      return {
        status: response.status,
        headers: response.headers,
        text: await readLimited(response, options.maxBytes),
      };
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (options.signal?.aborted) throw new CliError("interrupted", EXIT.interrupted);
    if (timeout.aborted)
      throw new CliError(`${origin} did not answer within ${Math.round(options.timeoutMs / 1000)} s`);
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new CliError(`cannot reach ${origin} (${cause})`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new CliError(`the answer is larger than ${maxBytes} bytes; not read`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
