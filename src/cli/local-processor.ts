import type { Config } from "../config/config.ts";
import { DeidError } from "../errors.ts";
import type { KnownValue } from "../known-values/known-values.ts";
import { DEFAULT_POLICY, isPolicyName, POLICY_NAMES } from "../policy/policies.ts";
import { deidentifyDocument } from "../service/deidentify-document.ts";
import { inspectText } from "../service/inspect-text.ts";
import { knownPhiBytes } from "../service/known-phi.ts";
import { firstUncoveredCell } from "../structured/csv/cell-coverage.ts";
import { CliError, usageError } from "./exit-codes.ts";
import { type LocalVault, openLocalContext } from "./local-vault.ts";
import type { NoteFailure, NoteProcessor } from "./note-processor.ts";
import type { NoteRecord } from "./note-record.ts";

/**
 * Processes notes in this process with the library, on the same storage a server would use
 * (SQLite in DEID_DATA_DIR or DATABASE_URL), so the tokens can later be re-identified through a
 * server on the same data. Detection runs on the worker pool; 8 notes per worker stay in flight
 * so every core is busy while the main thread writes to storage.
 */
export async function createLocalProcessor(
  config: Config,
  tenant: string,
  knownPhi: readonly KnownValue[] = [],
  vault: LocalVault = { kind: "deidentify", create: true },
): Promise<NoteProcessor> {
  const ctx = await openLocalContext(config, vault);
  // The --known-phi file's values apply to every note, with the note's own.
  const knownOf = (note: NoteRecord) => [...knownPhi, ...(note.known_phi ?? [])];
  const tooLarge = (note: NoteRecord): NoteFailure | undefined =>
    Buffer.byteLength(note.text, "utf8") + knownPhiBytes(knownOf(note)) > config.maxTextBytes
      ? {
          error: `text${knownOf(note).length > 0 ? " and known_phi values are" : " is"} larger than ${config.maxTextBytes} bytes (DEID_MAX_TEXT_BYTES)`,
        }
      : undefined;
  // A CSV row's typed cell that its own value would not cover whole would pass partly unchanged.
  const uncovered = (note: NoteRecord): NoteFailure | undefined => {
    const document = note.csv?.document;
    if (!document) return undefined;
    const at = firstUncoveredCell(document.knownPhi, ctx.deps.knownValues ?? {});
    if (at < 0) return undefined;
    return {
      error: `row ${note.csv!.row}: column "${document.knownColumns[at]}" is not read whole as ${document.knownPhi[at]!.type}; map it to another kind or to text`,
    };
  };
  const asFailure = (error: unknown): NoteFailure => {
    if (error instanceof DeidError && error.status < 500) return { error: error.message };
    throw error instanceof DeidError ? new CliError(error.message) : error;
  };
  return {
    chunkSize: () => 1,
    window: Math.max(8, config.workers * 8),
    async deidentify(notes, options) {
      const defaultPolicy = options.policy ?? DEFAULT_POLICY;
      if (!isPolicyName(defaultPolicy))
        throw usageError(`--policy must be one of ${POLICY_NAMES.join(", ")}`);
      return Promise.all(
        notes.map(async (note: NoteRecord) => {
          const refused = tooLarge(note) ?? uncovered(note);
          if (refused) return refused;
          try {
            const subjectId = note.subject_id ?? options.subjectId;
            const policy = note.policy ?? defaultPolicy;
            if (!isPolicyName(policy)) return { error: `"policy" must be one of ${POLICY_NAMES.join(", ")}` };
            const { result } = await deidentifyDocument(ctx.deps, {
              tenant,
              text: note.text,
              policy,
              knownPhi: knownOf(note),
              ...(subjectId === undefined ? {} : { subjectId }),
              ...(note.document_id === undefined ? {} : { documentId: note.document_id }),
            });
            return result;
          } catch (error) {
            return asFailure(error);
          }
        }),
      );
    },
    async inspect(notes) {
      return Promise.all(
        notes.map(async (note) => {
          const refused = tooLarge(note);
          if (refused) return refused;
          try {
            return await inspectText(ctx.deps.detect, note.text, "codepoint", false, {
              values: knownOf(note),
              ...(ctx.deps.knownValues ? { options: ctx.deps.knownValues } : {}),
              lists: ctx.deps.tenantLists?.matchers(tenant),
            });
          } catch (error) {
            return asFailure(error);
          }
        }),
      );
    },
    close: () => ctx.close(),
  };
}
