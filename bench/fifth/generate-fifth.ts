/**
 * The fifth corpus (docs/evaluation.md, "Fifth corpus"): PHI documents (clinic, discharge and referral
 * letters and twelve kinds of snippet) and PHI-free documents (eleven kinds) from ten countries.
 * Deterministic by seed; document k has its own random stream, so a smaller corpus is a prefix of a
 * larger one. The first documents walk every country × form.
 *   node bench/fifth/generate-fifth.ts SEED N [free]   prints documents and gold (for the writer only)
 */
import { Cast } from "./cast.ts";
import { FREE_FORMS } from "./forms-free.ts";
import { clinicLetter, dischargeLetter, type Form, referralLetter } from "./forms-letters.ts";
import { MORE_FORMS } from "./forms-more.ts";
import { SNIPPET_FORMS } from "./forms-snippets.ts";
import { type Mark, render, type Span, type Style } from "./label.ts";
import { COUNTRIES } from "./local.ts";
import { Rng } from "./rng.ts";

export const FIFTH_DEFAULT_SIZE = 400;
export const FIFTH_DEFAULT_PHI_FREE_SIZE = 400;

export const PHI_FORMS: readonly Form[] = [
  clinicLetter,
  dischargeLetter,
  referralLetter,
  ...SNIPPET_FORMS,
  ...MORE_FORMS,
];
export { FREE_FORMS };

export interface FifthDoc {
  readonly id: string;
  readonly text: string;
  readonly country: string;
  readonly form: string;
  readonly style: Style;
  readonly spans: readonly Span[];
}

export interface FifthFreeDoc {
  readonly id: string;
  readonly text: string;
  readonly country: string;
  readonly form: string;
  readonly style: Style;
  readonly marks: readonly Mark[];
}

/** UK and US twice as often as each other country; letters twice as often as each snippet form. */
const COUNTRY_WEIGHTS = COUNTRIES.map((c) => (c === "UK" || c === "US" ? 2 : 1));

function weighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng.float() * total;
  for (let k = 0; k < items.length; k++) {
    x -= weights[k] as number;
    if (x < 0) return items[k] as T;
  }
  return items[items.length - 1] as T;
}

function choose(
  rng: Rng,
  k: number,
  forms: readonly Form[],
  formWeights: readonly number[],
): { country: string; form: Form } {
  const walk = COUNTRIES.length * forms.length;
  if (k < walk)
    return {
      country: COUNTRIES[k % COUNTRIES.length] as string,
      form: forms[Math.floor(k / COUNTRIES.length)] as Form,
    };
  return { country: weighted(rng, COUNTRIES, COUNTRY_WEIGHTS), form: weighted(rng, forms, formWeights) };
}

export function generateFifth(options: { seed: number; size?: number }): FifthDoc[] {
  const size = options.size ?? FIFTH_DEFAULT_SIZE;
  const weights = PHI_FORMS.map((f) => (f.name.endsWith("letter") ? 2 : 1));
  const docs: FifthDoc[] = [];
  for (let k = 0; k < size; k++) {
    const rng = new Rng(options.seed, 5, k);
    const { country, form } = choose(rng, k, PHI_FORMS, weights);
    const cast = new Cast(rng, country);
    const style = form.style(rng);
    const { text, spans } = render(form.write(cast), style, rng);
    docs.push({ id: `f${options.seed}-${k}`, text, country, form: form.name, style, spans });
  }
  return docs;
}

export function generateFifthPhiFree(options: { seed: number; size?: number }): FifthFreeDoc[] {
  const size = options.size ?? FIFTH_DEFAULT_PHI_FREE_SIZE;
  const weights = FREE_FORMS.map(() => 1);
  const docs: FifthFreeDoc[] = [];
  for (let k = 0; k < size; k++) {
    const rng = new Rng(options.seed, 55, k);
    const { country, form } = choose(rng, k, FREE_FORMS, weights);
    const style = form.style(rng);
    const { text, marks } = render(form.write(new Cast(rng, country)), style, rng);
    docs.push({ id: `p${options.seed}-${k}`, text, country, form: form.name, style, marks });
  }
  return docs;
}

if (import.meta.main) {
  const [seed = "1", n = "5", free] = process.argv.slice(2);
  if (free === "free") {
    for (const d of generateFifthPhiFree({ seed: Number(seed), size: Number(n) }))
      console.log(
        `=== ${d.id} ${d.country} ${d.form} ${d.style}\n${d.text}\n${d.marks.map((m) => `  ~ ${m.category}: ${d.text.slice(m.start, m.end)}`).join("\n")}\n`,
      );
  } else {
    for (const d of generateFifth({ seed: Number(seed), size: Number(n) }))
      console.log(
        `=== ${d.id} ${d.country} ${d.form} ${d.style}\n${d.text}\n${d.spans.map((s) => `  [${s.start},${s.end}) ${s.type}/${s.group}/${s.shape}: ${s.text}`).join("\n")}\n`,
      );
  }
}
