import { resolveOverlaps } from "../detection/resolve-overlaps.ts";
import type { Span } from "../detection/span.ts";
import { type Tokens, tokenise } from "./known-value-text.ts";
import type { KnownValueMatcher, KnownValueOptions } from "./known-values.ts";
import { withNoteNames } from "./note-names.ts";

/** A tenant's deny and allow lists as matchers (undefined for an empty list). */
export interface ListMatchers {
  readonly deny: KnownValueMatcher | undefined;
  readonly allow: KnownValueMatcher | undefined;
}

/**
 * A document's spans: the engine's with the note's own names propagated, and subject memory's, less what the tenant's allow list holds,
 * united with the caller's `known_phi` and the tenant's deny list (which the allow list never
 * overrides).
 */
export function documentSpans(
  text: string,
  engineSpans: Span[],
  sources: {
    readonly remembered?: KnownValueMatcher | undefined;
    readonly caller?: KnownValueMatcher | undefined;
    readonly lists?: ListMatchers | undefined;
    /** Which words are ordinary English: the note's own names propagate with this (`note-names.ts`). */
    readonly names?: KnownValueOptions | undefined;
  },
): Span[] {
  // One tokenisation of the text for every matcher (subject memory's would otherwise be a pass
  // of its own), made only when some matcher runs.
  let held: Tokens | undefined;
  const tokens = () => {
    held ??= tokenise(text);
    return held;
  };
  const found = withoutAllowed(
    text,
    withKnownValues(
      text,
      withNoteNames(text, engineSpans, sources.names ?? {}, tokens),
      [sources.remembered],
      tokens,
    ),
    sources.lists?.allow,
    tokens,
  );
  return withKnownValues(text, found, [sources.caller, sources.lists?.deny], tokens);
}

/** The engine's spans united with what the matchers find (`resolveOverlaps`: no letter is lost). */
export function withKnownValues(
  text: string,
  engineSpans: Span[],
  matchers: readonly (KnownValueMatcher | undefined)[],
  tokens?: () => Tokens,
): Span[] {
  const extra: Span[] = [];
  for (const matcher of matchers) if (matcher) extra.push(...matcher.find(text, tokens));
  return extra.length === 0 ? engineSpans : resolveOverlaps([...engineSpans, ...extra]);
}

/** Drops every span that lies inside an allowed value (both lists sorted by start). */
export function withoutAllowed(
  text: string,
  spans: Span[],
  allow: KnownValueMatcher | undefined,
  tokens?: () => Tokens,
): Span[] {
  if (!allow || spans.length === 0) return spans;
  const allowed = allow.find(text, tokens);
  if (allowed.length === 0) return spans;
  let a = 0;
  let reach = -1;
  let reachStart = -1;
  return spans.filter((span) => {
    // The allowed span that starts at or before this one and reaches furthest.
    while (a < allowed.length && allowed[a]!.start <= span.start) {
      if (allowed[a]!.end > reach) {
        reach = allowed[a]!.end;
        reachStart = allowed[a]!.start;
      }
      a++;
    }
    return !(reachStart <= span.start && span.end <= reach);
  });
}
