import { randomBytes } from "node:crypto";
import { processCheckpointMemory } from "../audit/checkpoint-memory.ts";
import { type Config, loadConfig } from "../config/config.ts";
import { type AppContext, createContext } from "../context.ts";
import { DeidError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { DEFAULT_POLICY, isPolicyName, POLICY_NAMES, type PolicyName } from "../policy/policies.ts";
import { type DeidentifyOutput, deidentifyDocument } from "../service/deidentify-document.ts";
import { type InspectOutput, inspectText, type OffsetEncoding } from "../service/inspect-text.ts";
import { checkKnownPhi } from "../service/known-phi.ts";
import { type ReidentifyOutput, reidentifyDocument } from "../service/reidentify-document.ts";

/**
 * Where the de-identifier keeps its vault (the tokens' encrypted originals, the audit log):
 * - omitted: in memory, for this object's lifetime (re-identify before `close()`);
 * - `{ dataDir }`: SQLite in that folder, with the master key file and checkpoint memory there,
 *   exactly as the service keeps them (a server on the same folder re-identifies the documents);
 * - `{ databaseUrl }`: PostgreSQL (a server on the same database and key re-identifies them).
 */
export type DeidentifierStorage =
  | { readonly dataDir: string }
  | { readonly databaseUrl: string; readonly schema?: string; readonly dataDir?: string };

export interface DeidentifierOptions {
  readonly storage?: DeidentifierStorage;
  /** Base64 32-byte root key. Default: a fresh key in memory, or the key file in `dataDir`. */
  readonly masterKey?: string;
  /** Tenant the documents belong to (default "default", the tenant of the service's DEID_API_KEY). */
  readonly tenant?: string;
  /** Detection worker threads (default 1). */
  readonly workers?: number;
}

export interface DeidentifyOptions {
  /** One of POLICY_NAMES; default `safe_harbor`. */
  readonly policy?: PolicyName;
  /** Same value, same token across the subject's documents; date offsets per subject. */
  readonly subjectId?: string;
  readonly documentId?: string;
  /** Values known to be PHI, found however they are written. */
  readonly knownPhi?: readonly { readonly type: string; readonly value: string }[];
}

export interface InspectOptions {
  readonly knownPhi?: readonly { readonly type: string; readonly value: string }[];
  /** "codepoint" (default) or "utf16" offsets. */
  readonly offsetEncoding?: OffsetEncoding;
  readonly explain?: boolean;
}

export interface Deidentifier {
  deidentify(
    text: string,
    options?: DeidentifyOptions,
  ): Promise<Omit<DeidentifyOutput, "processing_time_ms">>;
  reidentify(text: string, documentId: string, options?: { reason?: string }): Promise<ReidentifyOutput>;
  inspect(text: string, options?: InspectOptions): Promise<InspectOutput>;
  /** Stops the worker threads and closes the vault; an in-memory vault is gone after this. */
  close(): Promise<void>;
}

function configFor(options: DeidentifierOptions): Config {
  const storage = options.storage;
  const env = options.masterKey === undefined ? {} : { DEID_MASTER_KEY: options.masterKey };
  const base = { workers: options.workers ?? 1, logLevel: "silent" as const };
  if (storage === undefined) {
    const key = options.masterKey === undefined ? new Uint8Array(randomBytes(32)) : undefined;
    return loadConfig(env, {
      ...base,
      dataDir: ":memory:",
      databaseUrl: undefined,
      ...(key ? { masterKey: key } : {}),
    });
  }
  if ("databaseUrl" in storage) {
    if (options.masterKey === undefined && storage.dataDir === undefined)
      throw new DeidError(
        "invalid_request",
        "a PostgreSQL vault needs masterKey (or a dataDir holding master.key)",
      );
    return loadConfig(
      { ...env, DATABASE_URL: storage.databaseUrl },
      {
        ...base,
        dataDir: storage.dataDir ?? ":memory:",
        ...(storage.schema ? { postgresSchema: storage.schema } : {}),
      },
    );
  }
  return loadConfig(env, { ...base, dataDir: storage.dataDir, databaseUrl: undefined });
}

/**
 * The library's de-identifier: detection, a policy and `known_phi` on a string, in this process,
 * with the service's own document flows (the same tokens, surrogates, vault and receipts).
 */
export async function createDeidentifier(options: DeidentifierOptions = {}): Promise<Deidentifier> {
  const config = configFor(options);
  const tenant = options.tenant ?? "default";
  // A vault in memory (or PostgreSQL without a data folder) remembers its checkpoint in memory too.
  const inMemory = config.dataDir === ":memory:";
  const ctx: AppContext = await createContext(config, {
    logger: createLogger("silent"),
    ...(inMemory ? { checkpointMemory: processCheckpointMemory() } : {}),
  });
  const known = (values: DeidentifyOptions["knownPhi"]) =>
    values === undefined || values.length === 0 ? [] : checkKnownPhi(values, "/knownPhi");
  return {
    async deidentify(text, opts = {}) {
      const policy = opts.policy ?? DEFAULT_POLICY;
      if (!isPolicyName(policy))
        throw new DeidError("invalid_request", `policy must be one of ${POLICY_NAMES.join(", ")}`);
      const { result } = await deidentifyDocument(ctx.deps, {
        tenant,
        text,
        policy,
        knownPhi: known(opts.knownPhi),
        subjectId: opts.subjectId,
        documentId: opts.documentId,
      });
      const { processing_time_ms: _, ...rest } = result;
      return rest;
    },
    reidentify: (text, documentId, opts = {}) =>
      reidentifyDocument(ctx.deps, { tenant, keyId: "library", documentId, text, reason: opts.reason }),
    inspect: (text, opts = {}) =>
      inspectText(ctx.deps.detect, text, opts.offsetEncoding ?? "codepoint", opts.explain ?? false, {
        values: known(opts.knownPhi),
        ...(ctx.deps.knownValues ? { options: ctx.deps.knownValues } : {}),
        lists: ctx.deps.tenantLists?.matchers(tenant),
      }),
    close: () => ctx.close(),
  };
}
