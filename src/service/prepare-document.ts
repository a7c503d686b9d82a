import type { Span } from "../detection/span.ts";
import { documentSpans, type ListMatchers } from "../known-values/document-spans.ts";
import {
  type KnownValue,
  KnownValueMatcher,
  type KnownValueOptions,
  type KnownValueSnapshot,
} from "../known-values/known-values.ts";
import { decide } from "../policy/decide.ts";
import { POLICIES, type PolicyName } from "../policy/policies.ts";
import { type PolicySpan, safeHarborAges } from "../policy/safe-harbor-ages.ts";
import type { Replacement } from "../policy/transform.ts";
import type { DateShifter } from "../pseudonymise/date-shifter.ts";
import { planPseudonyms } from "../pseudonymise/pseudonymise.ts";
import { callerMatcher } from "./known-phi.ts";

/** A document's spans and what is written for them: everything before the vault and storage. */
export interface PreparedDocument {
  /** Every span found (engine, caller, memory, lists, ages), before the policy. */
  readonly spans: PolicySpan[];
  /** What the policy changes, after token fallbacks (its length is `phi_found`). */
  readonly decided: Replacement[];
  /** How it is written (one token per name word). */
  readonly written: Replacement[];
}

export interface PrepareSources {
  readonly remembered?: KnownValueMatcher | undefined;
  readonly caller?: KnownValueMatcher | undefined;
  readonly lists?: ListMatchers | undefined;
  readonly names?: KnownValueOptions | undefined;
}

/**
 * Known values then transform, pure: the engine's spans united with what is known (`known-values/`),
 * read by the policy (`policy/decide`) and planned as written (`pseudonymise/planPseudonyms`). Runs
 * on the event loop for ordinary notes and in a worker thread, with detection, for large ones.
 */
export function prepareDocument(
  text: string,
  engineSpans: Span[],
  sources: PrepareSources,
  policy: PolicyName,
  now: Date,
  shifter: DateShifter,
): PreparedDocument {
  const spans = documentSpans(text, engineSpans, sources);
  const policySpans = decide(text, spans, POLICIES[policy], now);
  const { decided, written } = planPseudonyms(text, policySpans.plan, shifter);
  return { spans: policySpans.spans, decided, written };
}

/**
 * What `inspect` reports: the document's spans with the ages over 89 that `deidentify` adds (the
 * birth-date verdict needs a policy). Inline for ordinary texts, in a worker for large ones.
 */
export function inspectSpans(
  text: string,
  engineSpans: Span[],
  sources: PrepareSources,
  now: Date,
): PolicySpan[] {
  return safeHarborAges(text, documentSpans(text, engineSpans, sources), now);
}

/**
 * What a worker thread needs to prepare a large document (`workers/detection-worker.ts`): the text,
 * the caller's values and the matchers' tables as plain data. Holds PHI: posted between threads of
 * one process only, never logged.
 */
export interface PrepareJob {
  readonly text: string;
  readonly policy: PolicyName;
  /** The request time (ms since the epoch). */
  readonly now: number;
  readonly known: readonly KnownValue[];
  readonly remembered?: KnownValueSnapshot | undefined;
  readonly deny?: KnownValueSnapshot | undefined;
  readonly allow?: KnownValueSnapshot | undefined;
  /**
   * An ordinary note (under the large-text threshold), whose job posts at most flat matcher tables
   * (a subject's memory, the tenant's lists): the pool batches it with other notes, and the worker
   * does not collect its garbage after it.
   */
  readonly ordinary?: boolean;
}

/** A job (for `prepare`, or without a policy for `inspect`) with the matchers' tables. */
export function prepareJob<T extends Omit<PrepareJob, "policy" | "remembered" | "deny" | "allow">>(
  input: T,
  remembered: KnownValueMatcher | undefined,
  lists: ListMatchers | undefined,
): T & Pick<PrepareJob, "remembered" | "deny" | "allow"> {
  return {
    ...input,
    remembered: remembered?.snapshot(),
    deny: lists?.deny?.snapshot(),
    allow: lists?.allow?.snapshot(),
  };
}

/** The matchers a job carries, rebuilt in the worker. */
function jobSources(job: Omit<PrepareJob, "policy">, names: KnownValueOptions): PrepareSources {
  const matcher = (snapshot: KnownValueSnapshot | undefined) =>
    snapshot && KnownValueMatcher.fromSnapshot(snapshot, names);
  return {
    remembered: matcher(job.remembered),
    caller: callerMatcher(job.known, names),
    lists: job.deny || job.allow ? { deny: matcher(job.deny), allow: matcher(job.allow) } : undefined,
    names,
  };
}

/** The worker's side: detection, then `prepareDocument` over matchers rebuilt from the job. */
export function runPrepareJob(
  job: PrepareJob,
  detect: (text: string) => Span[],
  names: KnownValueOptions,
  shifter: DateShifter,
): PreparedDocument {
  const text = job.text;
  return prepareDocument(text, detect(text), jobSources(job, names), job.policy, new Date(job.now), shifter);
}

/** The worker's side of a large `inspect`: detection, then `inspectSpans`. */
export function runInspectJob(
  job: Omit<PrepareJob, "policy">,
  detect: (text: string) => Span[],
  names: KnownValueOptions,
): PolicySpan[] {
  return inspectSpans(job.text, detect(job.text), jobSources(job, names), new Date(job.now));
}
