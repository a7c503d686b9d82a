import { PERSON_NAME_TYPES } from "../detection/phi-type.ts";
import { type Replacement, renderTransform } from "../policy/transform.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { type Gender, genderFromContext } from "../surrogates/name-gender.ts";
import { cryptoRng } from "../surrogates/rng.ts";
import { foldWritten, type SurrogatePair, straySurrogates } from "../tokens/restore.ts";
import type { TokenScope } from "../vault/token-vault.ts";
import type { PseudonymVault } from "./pseudonym-vault.ts";
import type { LargeTextStages } from "./stray-job.ts";
import { chooseSurrogates } from "./surrogate-choice.ts";

/** The value a planned replacement stands for, as written. */
export function surfaceOf(r: Replacement): string {
  if ("token" in r) return r.token.surface;
  if ("surrogate" in r) return r.surrogate.surface;
  if ("shift" in r) return r.shift.surface;
  return "";
}

export interface PlacedSurrogates {
  /** The output text, or undefined when the plan holds no surrogate or shifted date. */
  readonly text: string | undefined;
  /** Each reversible surrogate written and the value it stands for (the document map's part). */
  readonly pairs: SurrogatePair[];
  /** Indexes whose surrogate was replaced by a token (their token is in `tokenByIndex`). */
  readonly tokenAt: Set<number>;
}

/**
 * Chooses and writes the surrogates of a plan, then checks that each one can be found again only
 * where it was put: a surrogate that also occurs elsewhere in the output (a leaked or ordinary word
 * equal to it) would make re-identification change that text too, so a name word of that spelling
 * is not restored on its own and a whole value becomes a token instead. `tokenByIndex` holds the
 * tokens already assigned and receives those fallbacks.
 */
export async function placeSurrogates(
  tx: SqlExecutor,
  deps: PseudonymVault,
  scope: TokenScope,
  input: string,
  plan: readonly Replacement[],
  tokenByIndex: string[],
  time: string,
  localeDayFirst = false,
  large?: LargeTextStages,
): Promise<PlacedSurrogates> {
  const tokenAt = new Set<number>();
  if (!plan.some((r) => "surrogate" in r || "shift" in r)) return { text: undefined, pairs: [], tokenAt };
  const { chosen, words } = await chooseSurrogates(tx, deps.surrogateVault, scope, plan, {
    rng: cryptoRng,
    shifter: deps.dateShifter,
    today: new Date(time),
    localeDayFirst,
    genderHints: genderHints(input, plan),
  });
  await large?.turn();
  const valueAt = (i: number) =>
    tokenAt.has(i) ? tokenByIndex[i]! : (chosen.get(i)?.text ?? tokenByIndex[i]!);
  const spanPairs = () =>
    [...chosen].flatMap(([i, c]) =>
      c.reversible && !tokenAt.has(i) ? [{ surrogate: c.text, value: surfaceOf(plan[i]!), index: i }] : [],
    );
  const toTokens = async (indexes: readonly number[]) => {
    if (indexes.length === 0) return;
    const tokens = await deps.vault.assign(
      tx,
      scope,
      indexes.map((i) => ({ prefix: prefixOf(plan[i]!), surface: surfaceOf(plan[i]!) })),
    );
    indexes.forEach((i, k) => {
      tokenByIndex[i] = tokens[k]!;
      tokenAt.add(i);
    });
  };

  // One written surrogate stands for one written value: a second value written the same way
  // (a spelling the vault folds together but the text does not) becomes a token.
  const valueOfText = new Map<string, string>();
  const clashing: number[] = [];
  for (const { surrogate, value, index } of spanPairs()) {
    const earlier = valueOfText.get(surrogate);
    if (earlier === undefined) valueOfText.set(surrogate, value);
    else if (earlier !== value) clashing.push(index);
  }
  await toTokens(clashing);

  const placed: { start: number; end: number }[] = [];
  let text = renderTransform(input, plan, valueAt, placed);
  const strayJob = {
    output: text,
    pairs: [...spanPairs(), ...words],
    placed: spanPairs().map((p) => placed[p.index]!),
  };
  // A large output is searched on the worker pool (the same function, `stray-job.ts`).
  const stray: ReadonlySet<string> = large
    ? new Set(await large.stray(strayJob))
    : straySurrogates(strayJob.output, strayJob.pairs, strayJob.placed);
  let keptWords = words;
  if (stray.size > 0) {
    keptWords = words.filter((w) => !stray.has(foldWritten(w.surrogate)));
    const fallback = spanPairs().filter((p) => stray.has(foldWritten(p.surrogate)));
    if (fallback.length > 0) {
      await toTokens(fallback.map((p) => p.index));
      text = renderTransform(input, plan, valueAt);
    }
  }
  return {
    text,
    pairs: [...spanPairs().map(({ surrogate, value }) => ({ surrogate, value })), ...keptWords],
    tokenAt,
  };
}

function prefixOf(r: Replacement) {
  if ("surrogate" in r) return r.surrogate.prefix;
  if ("shift" in r) return r.shift.prefix;
  if ("token" in r) return r.token.prefix;
  throw new Error("a fixed output has no token prefix");
}

/** The gender the words before each person's name suggest ("Mrs.", "his wife,"), by plan index. */
function genderHints(input: string, plan: readonly Replacement[]): Map<number, Gender> {
  const hints = new Map<number, Gender>();
  plan.forEach((r, i) => {
    if (!("surrogate" in r) || !PERSON_NAME_TYPES.has(r.type)) return;
    // A title inside the span ("Mrs. Eleanor Whitaker") counts like one before it.
    const title = /^(?:\p{L}{1,5}\.?\s+)?/u.exec(r.surrogate.surface)?.[0] ?? "";
    const gender = genderFromContext(input.slice(Math.max(0, r.start - 24), r.start) + title);
    if (gender) hints.set(i, gender);
  });
  return hints;
}
