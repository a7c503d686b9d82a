/**
 * The pieces a broad PHI-free document is built from: one chart line of a drug as the country writes
 * it, a few distinct picks, and the type a document builder has.
 */
import type { Rng } from "../rng.ts";
import type { Drug, LocalVocab } from "./vocab.ts";

export interface BroadDoc {
  readonly name: string;
  readonly weight: number;
  build(r: Rng, v: LocalVocab): string;
}

/** `n` distinct items (fewer when the list is shorter). */
export function some<T>(r: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** Drugs given as needed; the others are charted at regular times. */
const AS_NEEDED =
  /paracetamol|acetaminophen|ibuprofen|codeine|oxycodone|morphine|tramadol|tapentadol|hydromorphone|metoclopramide|ondansetron|prochlorperazine|dimenhydrinate|salbutamol|macrogol|PEG|lactulose|senna|bisacodyl|docusate|lorazepam|zopiclone|temazepam|zolpidem|chlorphenamine|cetirizine|alginate|antacid|hyoscine|dicyclomine|mefenamic|diclofenac|pentazocine|midazolam|oxazepam|ispaghula|ORS|oral rehydration/;

/** Drug classes a document asks for by generic name. */
export const CLASSES = {
  analgesic:
    /paracetamol|acetaminophen|ibuprofen|codeine|oxycodone|morphine|tramadol|tapentadol|hydromorphone|diclofenac|pentazocine|etoricoxib|celecoxib/,
  psych:
    /haloperidol|chlorpromazine|fluphenazine|risperidone|fluoxetine|clonazepam|valproate|carbamazepine|sertraline|escitalopram|citalopram|quetiapine|olanzapine|venlafaxine|bupropion|zopiclone|amitriptyline|oxazepam|lorazepam|zolpidem|temazepam|buprenorphine|pregabalin/,
  antibiotic:
    /cillin|cef|cephalexin|mycin|floxacin|metronidazole|nitrofurantoin|trimoxazole|trimethoprim|clavulanate|RHZE|rifampicin/,
} as const;

/** The country's drugs of a class, or all of them when it charts none. */
export function drugsOf(v: LocalVocab, cls: keyof typeof CLASSES): readonly Drug[] {
  const found = v.drugs.filter((d) => CLASSES[cls].test(d.generic));
  return found.length > 0 ? found : v.drugs;
}

/** One medication chart line in the country's form. */
export function chartLine(r: Rng, v: LocalVocab, d: Drug): string {
  const regular = v.freq.filter((f) => !/PRN|SOS|stat/i.test(f));
  const freq = d.freq ?? r.pick(AS_NEEDED.test(d.generic) || regular.length === 0 ? v.freq : regular);
  if (v.drugStyle === "indian") {
    const days = r.chance(0.5) ? ` x ${r.int(3, 14)} days` : "";
    return `${d.route} ${d.brand} ${r.chance(0.4) ? `(${d.generic}) ` : ""}${freq}${days}`;
  }
  if (v.drugStyle === "generic-first") return `${d.generic} (${d.brand}) ${d.dose} ${d.route} ${freq}`;
  return r.chance(0.6)
    ? `${d.brand} (${d.generic}) ${d.dose} ${d.route} ${freq}`
    : `${d.generic} ${d.dose} ${d.route} ${freq} (${d.brand})`;
}

/** British medical spellings rewritten the North American way where the country writes so. */
export function spelled(v: LocalVocab, text: string): string {
  if (v.spelling === "british") return text;
  return text
    .replace(/aem/g, "em")
    .replace(/Aem/g, "Em")
    .replace(/oedema/g, "edema")
    .replace(/oesoph/g, "esoph")
    .replace(/Oesoph/g, "Esoph")
    .replace(/paed/g, "ped")
    .replace(/Paed/g, "Ped")
    .replace(/anaesth/g, "anesth")
    .replace(/dyspnoea/g, "dyspnea")
    .replace(/tumour/g, "tumor")
    .replace(/sulphate/g, "sulfate")
    .replace(/frusemide/g, "furosemide");
}
