import { PERSON_NAME_TYPES } from "../detection/phi-type.ts";
import type { Replacement } from "../policy/transform.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { keepCase } from "../surrogates/casing.ts";
import { type Gender, genderOfGivenName } from "../surrogates/name-gender.ts";
import { freshInitial, freshName, inventedName, type NameRole, surrogateName } from "../surrogates/names.ts";
import type { Rng } from "../surrogates/rng.ts";
import { hasSurrogate, surrogateFor } from "../surrogates/surrogate-for.ts";
import { surrogateRowPrefix } from "../tokens/token.ts";
import { normaliseValue } from "../vault/normalise.ts";
import type { SurrogateRequest, SurrogateVault } from "../vault/surrogate-vault.ts";
import type { TokenScope } from "../vault/token-vault.ts";
import { type DateShifter, documentReadsDayFirst } from "./date-shifter.ts";

const NAME_WORD = /[\p{L}]+(?:['’][\p{L}]+)*/gu;

/** What the vault chose for one planned replacement. */
export interface Chosen {
  readonly text: string;
  /** False for a generalised date (over 89 years ago): nothing to restore. */
  readonly reversible: boolean;
}

/**
 * Plans that the surrogate policy cannot serve become tokens before the vault is touched: a type
 * without a surrogate (a custom policy's choice), a name of fewer than three letters (an initial
 * such as "J" or "JS" would, as a surrogate, be confused with "K" for potassium when restored), and
 * a date the shifter cannot read.
 */
export function withTokenFallbacks(plan: readonly Replacement[], shifter: DateShifter): Replacement[] {
  return plan.map((r) => {
    if ("surrogate" in r) {
      const letters = r.surrogate.surface.replace(/[^\p{L}\p{N}]/gu, "").length;
      const serve = hasSurrogate(r.type) && (!PERSON_NAME_TYPES.has(r.type) || letters >= 3);
      return serve ? r : { start: r.start, end: r.end, type: r.type, token: r.surrogate };
    }
    if ("shift" in r) {
      return shifter.readable(r.shift.surface)
        ? r
        : { start: r.start, end: r.end, type: r.type, token: r.shift };
    }
    return r;
  });
}

/**
 * A stored surrogate written the way this occurrence of its value is written. Where the value's
 * letters and digits line up one for one with the surrogate's ("44 (0)20 7946 0123" stored as
 * "+44 (0)20 7946 0871"), the surrogate's characters are poured into this occurrence's layout, so
 * two spellings of one value never share one written surrogate; otherwise only the casing follows
 * ("JONES" for a stored "Jones" met as "SMITH").
 */
export function conform(surrogate: string, surface: string): string {
  const fill = [...surrogate].filter((c) => /[\p{L}\p{N}]/u.test(c));
  const slots = [...surface].filter((c) => /[\p{L}\p{N}]/u.test(c));
  const digit = (c: string) => /\p{N}/u.test(c);
  if (fill.length === slots.length && fill.every((c, i) => digit(c) === digit(slots[i]!))) {
    let k = 0;
    return [...surface]
      .map((c) => {
        if (!/[\p{L}\p{N}]/u.test(c)) return c;
        const next = fill[k++]!;
        return c === c.toUpperCase() && c !== c.toLowerCase()
          ? next.toUpperCase()
          : c === c.toLowerCase() && c !== c.toUpperCase()
            ? next.toLowerCase()
            : next;
      })
      .join("");
  }
  return keepCase(surrogate, surface);
}

/**
 * Chooses the surrogate text of every `surrogate` and `shift` replacement of one document, inside
 * the document's transaction:
 *
 * - a name is replaced word by word, each word through the vault (`S:NAM`), so "John Smith",
 *   "SMITH, John", "Mr Smith" and "john" keep one surrogate per word across the subject's documents;
 *   initials follow one random permutation of the alphabet within the document;
 * - any other value gets one surrogate per normalised value (`S:<prefix>`), re-cased to how it is
 *   written here;
 * - every date moves by the scope's offset, keeping its format.
 *
 * Surrogates avoid every word of the document's original names. The result maps the plan's index
 * to the chosen text; `words` pairs each name word's surrogate with the original word.
 */
export async function chooseSurrogates(
  tx: SqlExecutor,
  vault: SurrogateVault,
  scope: TokenScope,
  plan: readonly Replacement[],
  options: {
    readonly rng: Rng;
    readonly shifter: DateShifter;
    readonly today: Date;
    /** Ambiguous numeric dates read day first when the document does not settle it. */
    readonly localeDayFirst?: boolean;
    /** The gender a name's context suggests ("Mrs.", "his wife,"), by plan index. */
    readonly genderHints?: ReadonlyMap<number, Gender>;
  },
): Promise<{ chosen: Map<number, Chosen>; words: { surrogate: string; value: string }[] }> {
  const { rng } = options;
  const chosen = new Map<number, Chosen>();
  const avoid = new Set<string>();
  for (const r of plan) {
    if ("surrogate" in r && PERSON_NAME_TYPES.has(r.type)) {
      for (const word of r.surrogate.surface.match(NAME_WORD) ?? []) avoid.add(word.toLowerCase());
    }
  }

  // A name word draws from the lists first, then invented names (a subject never runs out).
  // A given name keeps the gender its context or its own census data suggests.
  const drawName = (role: NameRole, gender: Gender | undefined) => {
    let draws = 0;
    return () => (draws++ < 24 ? freshName(role, avoid, rng, gender) : inventedName(rng));
  };
  // Requests: one per name word and one per other value.
  const requests: SurrogateRequest[] = [];
  const collectWords = (surface: string, hint: Gender | undefined) =>
    surrogateName(surface, rng, {
      word(word: string, role: NameRole) {
        requests.push({
          prefix: surrogateRowPrefix("NAM"),
          key: word.normalize("NFKC").toLowerCase(),
          surface: word,
          draw: drawName(role, role === "given" ? (hint ?? genderOfGivenName(word)) : undefined),
        });
        return word;
      },
      initial: (letter) => letter,
    });
  const valueKey = (r: { prefix: Parameters<typeof normaliseValue>[0]; surface: string }) =>
    normaliseValue(r.prefix, r.surface);
  plan.forEach((r, index) => {
    if (!("surrogate" in r)) return;
    if (PERSON_NAME_TYPES.has(r.type)) {
      collectWords(r.surrogate.surface, options.genderHints?.get(index));
      return;
    }
    const { type } = r;
    const { surface } = r.surrogate;
    requests.push({
      prefix: surrogateRowPrefix(r.surrogate.prefix),
      key: valueKey(r.surrogate),
      surface,
      draw: () => surrogateFor(type, surface, rng) ?? surface,
    });
  });
  const assigned = await vault.assign(tx, scope, requests);
  const get = (prefix: string, key: string) => {
    const value = assigned.get(`${prefix}\u0000${key}`);
    if (value === undefined) throw new Error("surrogate missing after assignment");
    return value;
  };

  // Initials: one permutation of the letters within the document.
  const initials = new Map<string, string>();
  const usedInitials = new Set<string>();
  const initialFor = (letter: string) => {
    const upper = letter.toUpperCase();
    let out = initials.get(upper);
    if (out === undefined) {
      out = freshInitial(upper, rng);
      for (let i = 0; i < 100 && usedInitials.has(out); i++) out = freshInitial(upper, rng);
      initials.set(upper, out);
      usedInitials.add(out);
    }
    return letter === upper ? out : out.toLowerCase();
  };

  const words = new Map<string, string>();
  const needsShift = plan.some((r) => "shift" in r);
  const offset = needsShift ? await vault.shiftDays(tx, scope, () => options.shifter.drawDays(rng)) : 0;
  const dayFirst = documentReadsDayFirst(
    plan.flatMap((r) => ("shift" in r ? [r.shift.surface] : [])),
    options.localeDayFirst ?? false,
  );

  plan.forEach((r, index) => {
    if ("surrogate" in r) {
      const { surface } = r.surrogate;
      if (PERSON_NAME_TYPES.has(r.type)) {
        const text = surrogateName(surface, rng, {
          word(word) {
            const surrogate = get(surrogateRowPrefix("NAM"), word.normalize("NFKC").toLowerCase());
            words.set(surrogate, word);
            return surrogate;
          },
          initial: initialFor,
        });
        chosen.set(index, { text, reversible: true });
      } else {
        const stored = get(surrogateRowPrefix(r.surrogate.prefix), valueKey(r.surrogate));
        chosen.set(index, { text: conform(stored, surface), reversible: true });
      }
    } else if ("shift" in r) {
      const result = options.shifter.shift(r.shift.surface, offset, { today: options.today, dayFirst });
      if (result === undefined) throw new Error("a readable date could not be shifted");
      chosen.set(index, { text: result.text, reversible: result.kind === "shifted" });
    }
  });
  return {
    chosen,
    words: [...words].map(([surrogate, value]) => ({ surrogate, value })),
  };
}
