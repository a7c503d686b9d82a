/**
 * The labelling builder: text and gold spans are assembled together, so every offset is right by
 * construction. A template is a tagged template literal whose interpolations are plain strings
 * (context, not PHI), `Phi` values (one gold span each) or other fragments (spans shifted).
 */

/** Category tags of one gold span. */
export interface SpanTags {
  /** Value shape, e.g. "full-name", "uk-phone", "date-dmy-slash", "nhs-number". */
  readonly kind: string;
  /** Where the value sits: "title", "kinship", "header", "signature", "contact-verb", "aware", "free", ... */
  readonly slot: string;
  /** Name origin for names ("Korean", "English word", "invented"), "-" for other values. */
  readonly origin: string;
}

export interface GoldSpanOut extends SpanTags {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  /** The value as written by the template, before casing (tests compare it with the text). */
  readonly value: string;
}

export interface Fragment {
  readonly text: string;
  readonly spans: readonly GoldSpanOut[];
}

/** One PHI value to be labelled where it is interpolated. */
export class Phi {
  readonly value: string;
  readonly type: string;
  readonly tags: SpanTags;

  constructor(value: string, type: string, tags: SpanTags) {
    this.value = value;
    this.type = type;
    this.tags = tags;
  }
}

export type Part = string | number | Phi | Fragment;

function isFragment(p: unknown): p is Fragment {
  return typeof p === "object" && p !== null && "spans" in p && "text" in p;
}

/** Concatenates parts into one fragment. */
export function join(parts: readonly Part[]): Fragment {
  let text = "";
  const spans: GoldSpanOut[] = [];
  for (const p of parts) {
    if (p instanceof Phi) {
      if (p.value.length === 0) throw new Error(`empty PHI value of type ${p.type}`);
      spans.push({
        start: text.length,
        end: text.length + p.value.length,
        type: p.type,
        value: p.value,
        ...p.tags,
      });
      text += p.value;
    } else if (isFragment(p)) {
      for (const s of p.spans) spans.push({ ...s, start: s.start + text.length, end: s.end + text.length });
      text += p.text;
    } else {
      text += String(p);
    }
  }
  return { text, spans };
}

/** Tagged template: frag`Seen by Dr ${hcp} on ${date}.` */
export function frag(strings: TemplateStringsArray, ...values: readonly Part[]): Fragment {
  const parts: Part[] = [];
  for (let k = 0; k < strings.length; k++) {
    parts.push(strings[k] as string);
    if (k < values.length) parts.push(values[k] as Part);
  }
  return join(parts);
}

/** Joins fragments with a separator. */
export function lines(items: readonly Part[], separator = "\n"): Fragment {
  const parts: Part[] = [];
  items.forEach((item, k) => {
    if (k > 0) parts.push(separator);
    parts.push(item);
  });
  return join(parts);
}
