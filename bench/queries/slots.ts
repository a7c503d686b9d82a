/**
 * Fills the `{slot}`s of a template: PHI slots become labelled parts (one person, relative and
 * clinician per query, so "{pt}" and "{ptG}" agree), the others literal text from `vocab.ts` and the
 * country's kit.
 */
import { type Part, phi } from "./build.ts";
import { type Country, randomDate, writeDate } from "./kit.ts";
import type { Rng } from "./rng.ts";
import * as V from "./vocab.ts";

interface Person {
  readonly given: string;
  readonly surname: string;
  readonly full: string;
}

export interface SlotCtx {
  readonly rng: Rng;
  readonly c: Country;
  readonly pt: Person;
  readonly rel: Person;
  readonly hcp: Person;
  /** Values already drawn for slots that appear twice ("{drug}" and "{drug2}" differ). */
  readonly memo: Map<string, string>;
  /** The literal text written so far (an unlabelled "{idv}" takes the kind its label names). */
  prev: string;
}

function person(rng: Rng, c: Country): Person {
  const given = rng.pick(c.given);
  const surname = rng.pick(c.surnames);
  return { given, surname, full: c.fullName ? c.fullName(rng, given, surname) : `${given} ${surname}` };
}

export function newSlotCtx(rng: Rng, c: Country): SlotCtx {
  return { rng, c, pt: person(rng, c), rel: person(rng, c), hcp: person(rng, c), memo: new Map(), prev: "" };
}

const COUNTRY_NAMES: Record<string, readonly string[]> = {
  AU: ["Australia", "NSW", "Victoria", "Qld"],
  NZ: ["NZ", "New Zealand", "Aotearoa"],
  CA: ["Canada", "Ontario", "BC", "Quebec"],
  IE: ["Ireland", "the HSE"],
  IN: ["India", "Kerala", "Tamil Nadu", "Maharashtra"],
  ZA: ["South Africa", "SA", "the Western Cape", "Gauteng"],
  NG: ["Nigeria", "Lagos State"],
  SG: ["Singapore", "SG"],
  UK: ["the UK", "England", "Scotland", "Wales"],
  US: ["the US", "Texas", "California", "Ohio"],
};

const IE_COUNTIES = [
  "Cork",
  "Galway",
  "Mayo",
  "Kerry",
  "Donegal",
  "Meath",
  "Laois",
  "Wexford",
  "Clare",
  "Sligo",
];

const AGE_FORMS = [
  (n: number) => `${n}yo`,
  (n: number) => `${n} yo`,
  (n: number) => `${n} y/o`,
  (n: number) => `${n}-year-old`,
  (n: number) => `${n}yr old`,
  (n: number) => `${n} year old`,
];

function labValue(rng: Rng): string {
  const [name, lo, hi, dp] = rng.pick(V.LAB_RANGES);
  return `${name} ${(lo + rng.next() * (hi - lo)).toFixed(dp)}`;
}

function distinct(ctx: SlotCtx, key: string, make: () => string): string {
  const first = ctx.memo.get(key);
  for (let k = 0; k < 5; k++) {
    const v = make();
    if (v.split(" ")[0] !== first?.split(" ")[0]) return v;
  }
  return make();
}

/** Literal (PHI-free) slots. */
const FREE: Record<string, (x: SlotCtx) => string> = {
  drug: (x) => x.rng.pick(V.DRUGS),
  kg: (x) => String(x.rng.pick([x.rng.int(3, 40), x.rng.int(40, 130)])),
  kidage: (x) =>
    x.rng.pick([
      `${x.rng.int(2, 14)}yo`,
      `${x.rng.int(2, 23)} month old`,
      `${x.rng.int(1, 6)} wk old`,
      `${x.rng.int(2, 15)} yr old`,
      "newborn",
      "toddler",
      `${x.rng.int(3, 16)} year old`,
    ]),
  para: (x) => x.rng.pick(x.c.paracetamol),
  egfr: (x) => String(x.rng.int(8, 59)),
  dose: (x) =>
    x.rng.pick([
      "500mg",
      "1g",
      "250 mg",
      "10mg/kg",
      "5 mg",
      "2.5mg",
      "40mg",
      "100 micrograms",
      "15 mg/kg",
      "0.5mg",
      "20 units",
      "1.2g",
    ]),
  freq: (x) =>
    x.rng.pick([
      "bd",
      "tds",
      "qid",
      "od",
      "nocte",
      "mane",
      "q6h",
      "q8h",
      "prn",
      "stat",
      "BID",
      "TID",
      "daily",
      "weekly",
    ]),
  cond: (x) => x.rng.pick(V.CONDITIONS),
  agen: (x) => String(x.rng.int(18, 89)),
  age: (x) => x.rng.pick(AGE_FORMS)(x.rng.int(18, 89)),
  sex: (x) => x.rng.pick(V.SEX),
  sexl: (x) => x.rng.pick(["M", "F", "m", "f"]),
  gest: (x) =>
    x.rng.pick([
      `${x.rng.int(6, 41)}/40`,
      `${x.rng.int(8, 40)}+${x.rng.int(0, 6)} weeks`,
      `${x.rng.int(6, 40)} wks`,
      `G2P1 ${x.rng.int(10, 39)}/40`,
    ]),
  durw: (x) => x.rng.pick(V.DURATION_WORDS),
  dur: (x) => x.rng.pick(V.DURATIONS),
  ntabs: (x) => String(x.rng.int(8, 60)),
  score: (x) => x.rng.pick(V.SCORES),
  n: (x) => String(x.rng.int(0, 14)),
  body: (x) => x.rng.pick(x.c.bodies),
  year: (x) => String(x.rng.int(2016, 2025)),
  topic: (x) => x.rng.pick(V.TOPICS),
  topicv: (x) =>
    x.rng.pick([
      "drive",
      "fly",
      "breastfeed",
      "exercise",
      "fast",
      "get pregnant",
      "have a vaccine",
      "drink coffee",
    ]),
  eponym: (x) => x.rng.pick(V.EPONYMS),
  pdisease: (x) => (x.rng.chance(0.5) ? x.rng.pick(x.c.diseases) : x.rng.pick(V.PLACE_DISEASES)),
  brand: (x) => x.rng.pick(x.c.brands),
  lab: (x) => labValue(x.rng),
  frac: (x) => x.rng.pick(V.FRACTIONS),
  proc: (x) => x.rng.pick(V.PROCEDURES),
  pod: (x) =>
    x.rng.pick([
      `day ${x.rng.int(1, 10)} post op`,
      `POD ${x.rng.int(1, 7)}`,
      `D${x.rng.int(1, 5)} post ${x.rng.pick(V.PROCEDURES)}`,
      `${x.rng.int(2, 14)} days post op`,
    ]),
  time: (x) =>
    x.rng.pick([
      "at 0300",
      "overnight",
      "this morning",
      "last night",
      "at 2am",
      "on monday",
      "yesterday",
      "2 hrs ago",
      "this arvo",
      "at 14:30",
    ]),
  hb: (x) => String(x.rng.int(55, 95)),
  relword: (x) =>
    x.rng.pick([
      "mum",
      "dad",
      "wife",
      "husband",
      "son",
      "daughter",
      "sister",
      "brother",
      "grandmother",
      "aunty",
    ]),
  admin: (x) => x.rng.pick(V.ADMIN),
  country: (x) => x.rng.pick(COUNTRY_NAMES[x.c.code] ?? ["here"]),
  ed: (x) => x.rng.pick(x.c.ed),
  gp: (x) => x.rng.pick(x.c.gp),
  bed: (x) => String(x.rng.pick([x.rng.int(1, 32), `${x.rng.int(1, 12)}${x.rng.pick(["A", "B"])}`])),
  cd4: (x) => String(x.rng.int(12, 650)),
  pcv: (x) => String(x.rng.int(9, 36)),
  trend: (x) => x.rng.pick(["rising", "falling", "up again", "stable", "worse"]),
};

function street(x: SlotCtx): string {
  const s = x.rng.pick(x.c.streets);
  if (/^Blk /.test(s)) return s;
  const n = x.rng.int(1, 240);
  if (x.c.code === "IN")
    return x.rng.pick([`No. ${n}, ${s}`, `${n}, ${s}`, `H.No. ${n}-${x.rng.int(1, 9)}, ${s}`]);
  return x.rng.pick([
    `${n} ${s}`,
    `${x.rng.int(1, 20)}/${n} ${s}`,
    `Unit ${x.rng.int(1, 12)}, ${n} ${s}`,
    `${n} ${s}`,
  ]);
}

function idParts(x: SlotCtx, withLabel: boolean): Part[] {
  const before = x.prev.trimEnd().toLowerCase();
  const named = x.c.ids.find((k) => k.labels.some((l) => before.endsWith(l.toLowerCase())));
  const kind = withLabel || named === undefined ? x.rng.pick(x.c.ids) : named;
  const v = phi(kind.gold ?? "ID", kind.make(x.rng));
  return withLabel ? [`${x.rng.pick(kind.labels)}${x.rng.chance(0.3) ? ":" : ""} `, v] : [v];
}

/**
 * A Location whose match of `re` has three groups: literal text before, the value, literal after
 * ("Singapore 640456": the country is not labelled; "the Alfred": the article is not part of the name).
 */
function split(text: string, re: RegExp): Part[] {
  const m = re.exec(text);
  if (m === null) return [phi("Location", text)];
  return [m[1] ?? "", phi("Location", m[2] ?? ""), m[3] ?? ""].filter((p) => p !== "");
}

/** PHI slots: labelled values. */
const PHI: Record<string, (x: SlotCtx) => Part[]> = {
  pt: (x) => [phi("PTName", x.pt.full)],
  ptS: (x) => [phi("PTName", x.pt.surname)],
  ptG: (x) => [phi("PTName", x.pt.given)],
  ttl: (x) => [x.rng.pick(x.c.titles)],
  rel: (x) => [phi("RelativeProxyName", x.rng.chance(0.5) ? x.rel.given : x.rel.full)],
  hcp: (x) => [phi("HCPName", x.hcp.surname)],
  hcpFull: (x) => [phi("HCPName", `${x.hcp.given} ${x.hcp.surname}`)],
  dob: (x) => [phi("Date", writeDate(x.rng, x.c, randomDate(x.rng, 1930, 2012)))],
  adm: (x) => [phi("Date", writeDate(x.rng, x.c, randomDate(x.rng, 2024, 2026), x.rng.chance(0.6)))],
  dis: (x) => [phi("Date", writeDate(x.rng, x.c, randomDate(x.rng, 2025, 2026), x.rng.chance(0.5)))],
  id: (x) => idParts(x, true),
  idv: (x) => idParts(x, false),
  county: (x) => [phi("Location", x.rng.pick(IE_COUNTIES))],
  phone: (x) => [phi("Phone", x.c.phone(x.rng))],
  street: (x) => [phi("Location", street(x))],
  sub: (x) => [phi("Location", x.rng.pick(x.c.suburbs))],
  pc: (x) => split(x.c.postcode(x.rng), /^(Singapore |S\()(\d{6})(\)?)$/),
  fac: (x) => split(x.rng.pick(x.c.facilities), /^(the )(.+)()$/),
  email: (x) => [
    phi(
      "Email",
      `${x.pt.given.split(" ")[0]}.${x.pt.surname.replace(/[^A-Za-z]/g, "")}${x.rng.pick(["", "72", "1961", "_x"])}@${x.rng.pick(["example.com", "example.org", "example.net"])}`.toLowerCase(),
    ),
  ],
  age90: (x) => [phi("Age", String(x.rng.int(90, 104)))],
  born: (x) => [phi("DateYear", String(x.rng.int(1925, 1935)))],
};

/** The parts of one template: literal text between slots, then each slot's parts. */
export function fill(ctx: SlotCtx, template: string): Part[] {
  const out: Part[] = [];
  for (const [k, piece] of template.split(/\{(\w+)\}/).entries()) {
    if (k % 2 === 0) {
      if (piece.length > 0) out.push(piece);
      ctx.prev += piece;
      continue;
    }
    const base = piece.replace(/2$/, "");
    const phiSlot = PHI[piece];
    if (phiSlot !== undefined) {
      out.push(...phiSlot(ctx));
      continue;
    }
    const make = FREE[base];
    if (make === undefined) throw new Error(`unknown slot {${piece}}`);
    const v = piece.endsWith("2") ? distinct(ctx, base, () => make(ctx)) : make(ctx);
    ctx.memo.set(base, v);
    ctx.prev += v;
    out.push(v);
  }
  return out;
}

export const FREE_SLOT_NAMES = Object.keys(FREE);
export const PHI_SLOT_NAMES = Object.keys(PHI);
