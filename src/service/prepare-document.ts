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
import type { PolicySpan } from "../policy/safe-harbor-ages.ts";
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
}

export function prepareJob(
  input: Omit<PrepareJob, "remembered" | "deny" | "allow">,
  remembered: KnownValueMatcher | undefined,
  lists: ListMatchers | undefined,
): PrepareJob {
  return {
    ...input,
    remembered: remembered?.snapshot(),
    deny: lists?.deny?.snapshot(),
    allow: lists?.allow?.snapshot(),
  };
}

/** The worker's side: detection, then `prepareDocument` over matchers rebuilt from the job. */
export function runPrepareJob(
  job: PrepareJob,
  detect: (text: string) => Span[],
  names: KnownValueOptions,
  shifter: DateShifter,
): PreparedDocument {
  const matcher = (snapshot: KnownValueSnapshot | undefined) =>
    snapshot && KnownValueMatcher.fromSnapshot(snapshot, names);
  return prepareDocument(
    job.text,
    detect(job.text),
    {
      remembered: matcher(job.remembered),
      caller: callerMatcher(job.known, names),
      lists: job.deny || job.allow ? { deny: matcher(job.deny), allow: matcher(job.allow) } : undefined,
      names,
    },
    job.policy,
    new Date(job.now),
    shifter,
  );
}
