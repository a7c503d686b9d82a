/**
 * Snippet forms: grid rows copied from an EHR, HL7-ish pipe lines and free-text searches are built
 * here; fragments (one to five lines cut from a long form) and chat queries to a language model
 * (a fragment behind a request) are cut from rendered documents by `cutLines`.
 */
import { date, dob, docName, idLine, ptName, ptPhone } from "./cast.ts";
import { lab, type Piece, type Rendered, type SixthGold } from "./doc.ts";
import type { Form } from "./forms-letters.ts";
import { dx } from "./local.ts";
import { fullName } from "./people.ts";
import type { Rng } from "./rng.ts";

const p2 = (n: number): string => String(n).padStart(2, "0");

export const ehrGrid: Form = (rng, x) => {
  const sep = rng.pick(["\t", " | ", "  "]);
  const row = (k: number): Piece => [
    date(rng, x, k),
    sep,
    rng.pick(["ED", "OPD", "Ward", "Clinic", "Tele"]),
    sep,
    ptName(rng, x),
    sep,
    x.ids[0]?.value ?? "",
    sep,
    dx(rng),
    sep,
    docName(rng, x, k),
  ];
  const n = rng.int(1, 3);
  return [
    rng.chance(0.5) ? `Date${sep}Dept${sep}Patient${sep}ID${sep}Dx${sep}Clinician\n` : "",
    ...Array.from({ length: n }, (_, k) => [k > 0 ? "\n" : "", row(k)]),
  ];
};

export const hl7: Form = (rng, x) => {
  const family = x.pt.order === "western" ? x.pt.family : fullName(x.pt);
  const given = x.pt.order === "western" ? x.pt.given : "";
  const d = x.dob;
  const addr = x.addr.pieces;
  const idv = x.ids[0]?.value ?? "";
  return [
    `MSH|^~\\&|${rng.pick(["EPIC", "CERNER", "IPM", "TRAKCARE"])}|${rng.pick(["HOSP", "LAB"])}|||`,
    // MSH-7 of an admission message is the admission's date and time: a date of the patient.
    lab(`${x.when[0]?.y}${p2(x.when[0]?.m ?? 1)}${p2(x.when[0]?.d ?? 1)}0930`, "Date", "date"),
    `||ADT^A01|${rng.digits(6)}|P|2.4\n`,
    "PID|1||",
    idv,
    "^^^MRN||",
    lab(family.toUpperCase(), "PTName", "name"),
    given ? ["^", lab(given.toUpperCase(), "PTName", "name")] : "",
    "||",
    lab(`${d.y}${p2(d.m)}${p2(d.d)}`, "Date", "date"),
    `|${x.pt.sex}|||`,
    addr,
    "||",
    ptPhone(rng, x),
    rng.chance(0.5)
      ? ["\nPV1|1|I|", rng.pick(["W7^12^1", "ICU^3^A", "MED2^04"]), "|||||", docName(rng, x)]
      : "",
  ];
};

export const searchQuery: Form = (rng, x) =>
  rng.pick<Piece[]>([
    ["pt ", ptName(rng, x), " dob ", dob(rng, x), " ", dx(rng).split(",")[0] ?? ""],
    ["find notes ", idLine(x), " since ", date(rng, x)],
    [ptName(rng, x), " ", x.addr.town, " ", rng.pick(["bloods", "discharge", "referral"])],
    ["letters by ", docName(rng, x), " about ", ptName(rng, x)],
  ]);

/** Lines `from`..`to` of a rendered document (a snippet), keeping the gold spans that lie inside. */
export function cutLines(r: Rendered, rng: Rng, maxLines: number): Rendered {
  const starts = [0];
  for (let i = 0; i < r.text.length; i++) if (r.text[i] === "\n") starts.push(i + 1);
  const n = rng.int(1, maxLines);
  const withGold =
    r.gold.length === 0 ? [0] : r.gold.map((g) => starts.filter((s) => s <= g.start).length - 1);
  const anchor = rng.pick(withGold);
  const first = Math.max(0, anchor - rng.int(0, n - 1));
  const last = Math.min(starts.length - 1, first + n - 1);
  const a = starts[first] as number;
  const b = last + 1 < starts.length ? (starts[last + 1] as number) - 1 : r.text.length;
  const gold: SixthGold[] = r.gold
    .filter((g) => g.start >= a && g.end <= b)
    .map((g) => ({ ...g, start: g.start - a, end: g.end - a }));
  return { text: r.text.slice(a, b), gold, marks: [] };
}

const ASKS = [
  "Can you summarise this note in plain English for the family?\n\n",
  "rewrite as a referral letter pls:\n",
  'Extract the medications from the following:\n"',
  "What ICD-10 code fits this? ",
  "Translate for the patient (simple words): ",
  "Is this handover complete? ---\n",
];

/** A request to a language model with a fragment behind it. */
export function llmQuery(fragment: Rendered, rng: Rng): Rendered {
  const ask = rng.pick(ASKS);
  const tail = ask.endsWith('"') ? '"' : "";
  return {
    text: `${ask}${fragment.text}${tail}`,
    gold: fragment.gold.map((g) => ({ ...g, start: g.start + ask.length, end: g.end + ask.length })),
    marks: [],
  };
}
