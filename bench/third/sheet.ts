/**
 * The third corpus's labelling builder: a document is written line by line into a Sheet, as plain
 * text and labelled values. The style (casing, dictation without punctuation) is applied to each
 * piece on its own when the sheet is printed, and offsets are counted on the printed pieces, so a
 * gold span always covers exactly the text of its value.
 */

export interface Label {
  /** Gold type: PTName, HCPName, RelativeProxyName, Date, DateYear, Location, Phone, Age, ID, Email, URL. */
  readonly type: string;
  /** PHI category: name, date, year, age, phone, email, address, postcode, town, facility, health-id, national-id, record-id, clinician-id, other-id. */
  readonly group: string;
  /** The value's own shape (`au-medicare-irn`, `name surname-first`, `date d.m.yy`). */
  readonly kind: string;
  /** Where it sits (`table cell`, `after title`, `chat sender`). */
  readonly slot: string;
  /** Name origin; `-` for other values. */
  readonly origin: string;
}

/** A labelled value waiting for its slot. */
export interface Val {
  readonly text: string;
  readonly label: Omit<Label, "slot">;
  /** Casing of this value alone (a name typed in capitals in a mixed-case note). */
  readonly as?: "upper" | "lower";
}

interface Piece {
  readonly text: string;
  readonly label?: Label;
  readonly as?: "upper" | "lower";
}

export type Style = "mixed" | "upper" | "lower" | "dictated";

export interface Printed {
  readonly text: string;
  readonly spans: readonly { start: number; end: number; text: string; value: string; label: Label }[];
}

export class Sheet {
  private readonly pieces: Piece[] = [];

  /** Plain text. */
  put(text: string): this {
    if (text !== "") this.pieces.push({ text });
    return this;
  }

  /** A labelled value in `slot`. */
  val(v: Val, slot: string): this {
    const piece: Piece = {
      text: v.text,
      label: { ...v.label, slot },
      ...(v.as === undefined ? {} : { as: v.as }),
    };
    this.pieces.push(piece);
    return this;
  }

  /** Text and values in turn: strings are plain, `[value, slot]` pairs are labelled. */
  line(...parts: readonly (string | readonly [Val, string] | null | undefined | false)[]): this {
    for (const p of parts) {
      if (p === null || p === undefined || p === false) continue;
      if (typeof p === "string") this.put(p);
      else this.val(p[0], p[1]);
    }
    this.put("\n");
    return this;
  }

  print(style: Style): Printed {
    let at = 0;
    const chunks: string[] = [];
    const spans: { start: number; end: number; text: string; value: string; label: Label }[] = [];
    for (const p of this.pieces) {
      const text = restyle(p, style);
      if (p.label !== undefined && text.length > 0)
        spans.push({ start: at, end: at + text.length, text, value: p.text, label: p.label });
      chunks.push(text);
      at += text.length;
    }
    return { text: chunks.join("").replace(/\n+$/, "\n"), spans };
  }
}

function restyle(p: Piece, style: Style): string {
  if (style === "upper") return p.text.toUpperCase();
  if (style === "lower") return p.text.toLowerCase();
  if (p.label !== undefined)
    return p.as === "upper" ? p.text.toUpperCase() : p.as === "lower" ? p.text.toLowerCase() : p.text;
  if (style === "dictated")
    // A speech-recognition transcript: no punctuation in the words around the values, lower case.
    return p.text
      .replace(/[.,;:!?()]/g, "")
      .replace(/ {2,}/g, " ")
      .toLowerCase();
  return p.text;
}
