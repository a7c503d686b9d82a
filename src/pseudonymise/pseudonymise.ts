import type { Replacement } from "../policy/transform.ts";
import { renderTransform } from "../policy/transform.ts";
import type { SqlExecutor } from "../storage/database.ts";
import { documentTokenMap } from "../tokens/restore.ts";
import type { TokenScope } from "../vault/token-vault.ts";
import { DEFAULT_LOCALE, readsDayFirst } from "./date-locale.ts";
import type { DateShifter } from "./date-shifter.ts";
import { splitNameTokens } from "./name-tokens.ts";
import { placeSurrogates, surfaceOf } from "./place-surrogates.ts";
import type { PseudonymVault } from "./pseudonym-vault.ts";
import type { LargeTextStages } from "./stray-job.ts";
import { withTokenFallbacks } from "./surrogate-choice.ts";

/**
 * The pseudonymisation stage, in one place: what the policy decided becomes written text.
 *
 * `planPseudonyms` (pure): plans the surrogate policy cannot serve become tokens, and a person's
 * name becomes one token per name word. `pseudonymise` (in the document's transaction, through
 * the vault port): tokens, surrogates, shifted dates, casing and rendering, and the document's
 * token map (each token's and surrogate's value, with later occurrences written otherwise).
 */
export function planPseudonyms(
  text: string,
  decided: readonly Replacement[],
  shifter: DateShifter,
): { decided: Replacement[]; written: Replacement[] } {
  const served = withTokenFallbacks(decided, shifter);
  return { decided: served, written: splitNameTokens(text, served) };
}

export interface Pseudonymised {
  readonly text: string;
  /** `{written: original}`: tokens (with `token#n` occurrences) and surrogates, for re-identification. */
  readonly map: Record<string, string>;
}

export async function pseudonymise(
  tx: SqlExecutor,
  port: PseudonymVault,
  scope: TokenScope,
  text: string,
  plan: readonly Replacement[],
  options: {
    readonly time: string;
    readonly locale?: string | undefined;
    /** A large text's stages off the event loop (`stray-job.ts`); undefined for ordinary texts. */
    readonly large?: LargeTextStages | undefined;
  },
): Promise<Pseudonymised> {
  const requests = plan.flatMap((r) => ("token" in r ? [r.token] : []));
  const tokens = await port.vault.assign(tx, scope, requests);
  let next = 0;
  const tokenByIndex = plan.map((r) => ("token" in r ? tokens[next++]! : ""));
  // The surrogate policy's choices (nothing for the other policies).
  const surrogates = await placeSurrogates(
    tx,
    port,
    scope,
    text,
    plan,
    tokenByIndex,
    options.time,
    readsDayFirst(options.locale ?? DEFAULT_LOCALE),
    options.large,
  );
  await options.large?.turn();
  const output = surrogates.text ?? renderTransform(text, plan, (i) => tokenByIndex[i]!);
  const map = documentTokenMap(
    plan.flatMap((r, i) =>
      "token" in r || surrogates.tokenAt.has(i) ? [{ token: tokenByIndex[i]!, surface: surfaceOf(r) }] : [],
    ),
  );
  for (const { surrogate, value } of surrogates.pairs) map[surrogate] ??= value;
  return { text: output, map };
}
