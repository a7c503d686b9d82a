/**
 * The queries yardstick (docs/evaluation.md, "Clinical queries"): short questions clinicians,
 * students and patients type into a language model, a search box or a message, in ten countries;
 * about 70 % hold no PHI. Deterministic by seed. Quote only: nobody tunes on it.
 *   node bench/queries/generate-queries.ts SEED N     prints queries and gold (for this set's author)
 */
import { CASINGS, type Casing, type Gold, layout, type Part } from "./build.ts";
import { AU, CA, IE, NZ, UK } from "./countries-a.ts";
import { IN, NG, SG, US, ZA } from "./countries-b.ts";
import { FREE_TEMPLATES } from "./free-templates.ts";
import { COUNTRIES, type Country, type CountryCode } from "./kit.ts";
import { LOCAL, LOCAL_RECORD } from "./local-templates.ts";
import { PHI_TEMPLATES } from "./phi-templates.ts";
import { createRng, type Rng } from "./rng.ts";
import { fill, newSlotCtx } from "./slots.ts";

export const QUERIES_DEFAULT_SIZE = 1000;
export const PHI_SHARE = 0.3;

export const KIT: Record<CountryCode, Country> = { AU, NZ, CA, IE, IN, ZA, NG, SG, UK, US };

export interface Query {
  readonly id: number;
  readonly country: CountryCode;
  /** Template kind: dosing, score, eponym … for PHI-free queries; name, identifier … with PHI. */
  readonly kind: string;
  readonly casing: Casing;
  readonly hasPhi: boolean;
  readonly text: string;
  readonly gold: readonly Gold[];
}

/** How often each kind is drawn within its group. */
const FREE_WEIGHTS: Record<string, number> = {
  dosing: 14,
  score: 10,
  guideline: 9,
  eponym: 10,
  "place-disease": 8,
  brand: 8,
  lab: 12,
  duration: 8,
  "age-timing": 9,
  counselling: 7,
  admin: 5,
  local: 9,
};
const PHI_WEIGHTS: Record<string, number> = {
  name: 18,
  "name-dob": 14,
  identifier: 14,
  contact: 14,
  facility: 12,
  clinician: 12,
  dates: 12,
  "local-record": 12,
};
const CASING_WEIGHTS: readonly (readonly [Casing, number])[] = [
  ["lower", 45],
  ["sentence", 30],
  ["mixed", 15],
  ["upper", 10],
];

export const FREE_KINDS = Object.keys(FREE_WEIGHTS);
export const PHI_KINDS = Object.keys(PHI_WEIGHTS);

function oneQuery(rng: Rng, id: number, country: CountryCode, casing: Casing, hasPhi: boolean): Query {
  const c = KIT[country];
  const weights = hasPhi ? PHI_WEIGHTS : FREE_WEIGHTS;
  const templates = hasPhi ? PHI_TEMPLATES : FREE_TEMPLATES;
  const kind = rng.weighted(Object.entries(weights));
  const ctx = newSlotCtx(rng, c);
  const parts: Part[] = [];
  const opener = rng.pick(c.openers);
  if (opener !== "") parts.push(opener);
  const pool =
    kind === "local" ? LOCAL[country] : kind === "local-record" ? LOCAL_RECORD[country] : templates[kind];
  parts.push(...fill(ctx, rng.pick(pool ?? [])));
  const closer = rng.pick(c.closers);
  if (closer !== "") parts.push(closer);
  if (rng.chance(0.3)) parts.push(rng.pick(["?", "??", ".", " pls", "?"]));
  const typoRate = rng.chance(0.35) ? rng.int(6, 20) : 0;
  const { text, gold } = layout(rng, parts, casing, typoRate, rng.chance(0.25));
  return { id, country, kind, casing, hasPhi, text, gold };
}

/**
 * `size` queries; the first forty walk every country × casing, and about `PHI_SHARE` hold PHI
 * (exactly one in ten of the first forty, then drawn).
 */
export function generateQueries(opts: { seed: number; size?: number }): Query[] {
  const size = opts.size ?? QUERIES_DEFAULT_SIZE;
  const rng = createRng(opts.seed * 7919 + 101);
  const out: Query[] = [];
  for (let k = 0; k < size; k++) {
    const walk = k < COUNTRIES.length * CASINGS.length;
    const country = COUNTRIES[k % COUNTRIES.length] as CountryCode;
    const casing = walk
      ? (CASINGS[Math.floor(k / COUNTRIES.length)] as Casing)
      : rng.weighted(CASING_WEIGHTS);
    const hasPhi = walk ? k % 3 === 1 : rng.chance(PHI_SHARE);
    out.push(oneQuery(rng, k, country, casing, hasPhi));
  }
  return out;
}

if (import.meta.main) {
  const seed = Number(process.argv[2] ?? 1);
  const size = Number(process.argv[3] ?? 30);
  for (const q of generateQueries({ seed, size })) {
    console.log(`${q.id} ${q.country} ${q.kind} ${q.casing}: ${q.text}`);
    for (const g of q.gold) console.log(`    ${g.type} ${g.start}-${g.end} ${g.text}`);
  }
}
