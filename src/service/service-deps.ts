import type { KeyObject } from "node:crypto";
import type { Span } from "../detection/span.ts";
import type { KnownValueOptions } from "../known-values/known-values.ts";
import type { PolicySpan } from "../policy/safe-harbor-ages.ts";
import type { DateShifter } from "../pseudonymise/date-shifter.ts";
import type { LargeTextStages } from "../pseudonymise/stray-job.ts";
import type { Database } from "../storage/database.ts";
import type { Cipher } from "../vault/cipher.ts";
import type { SurrogateVault } from "../vault/surrogate-vault.ts";
import type { TokenVault } from "../vault/token-vault.ts";
import type { AuditPort } from "./audit-port.ts";
import type { PreparedDocument, PrepareJob } from "./prepare-document.ts";
import type { SubjectMemory } from "./subject-memory.ts";
import type { TenantLists } from "./tenant-lists.ts";

/** What the document flows need; built once by the context and passed down. */
export interface ServiceDeps {
  readonly db: Database;
  /** Runs the detection engine (on the worker pool in the service). */
  readonly detect: (text: string) => Promise<Span[]>;
  readonly engineVersion: string;
  /**
   * Large texts (over `aboveBytes` UTF-8 bytes) are prepared wholly in a worker thread — detection,
   * known values and transform — so none holds the event loop. Smaller ones with no matcher to post
   * (no subject memory, no tenant list) are prepared in a worker too, batched (`ordinary` jobs);
   * the others are detected on the pool and prepared inline (cheaper than posting the matchers).
   * Absent: always inline.
   */
  readonly largeTexts?: {
    readonly aboveBytes: number;
    readonly prepare: (job: PrepareJob) => Promise<PreparedDocument>;
    readonly inspect: (job: Omit<PrepareJob, "policy">) => Promise<PolicySpan[]>;
    /** A large output's stray-surrogate check on the pool (`pseudonymise/stray-job.ts`). */
    readonly stray: LargeTextStages["stray"];
  };
  readonly vault: TokenVault;
  /** The surrogate policy's values and date offsets (rows of the same vault table). */
  readonly surrogateVault: SurrogateVault;
  /** The surrogate policy's date shift, with the configured window. */
  readonly dateShifter: DateShifter;
  readonly cipher: Cipher;
  readonly lookupKey: KeyObject;
  readonly subjectKey: KeyObject;
  /** Keys the receipt's commitment to the input text (`input_digest`), so a receipt hides the note. */
  readonly inputKey: KeyObject;
  /** Keys the MAC that binds an encrypted re-identification reason to its log entry. */
  readonly reasonKey: KeyObject;
  readonly audit: AuditPort;
  readonly requireReason: boolean;
  /** Looks for a subject's earlier values in its later documents; off when undefined. */
  readonly subjectMemory?: SubjectMemory;
  /** How caller-known and remembered values are matched (which words are ordinary English). */
  readonly knownValues?: KnownValueOptions;
  /** The tenants' deny and allow lists; none when undefined. */
  readonly tenantLists?: TenantLists;
  /** A tenant's default document locale (`DEID_TENANT_LOCALES`); en-US when undefined. */
  readonly tenantLocale?: (tenant: string) => string | undefined;
  readonly now?: () => Date;
}
