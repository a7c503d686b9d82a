import type { ScanContext } from "../recogniser.ts";

/**
 * A maker's name on an operation record's line of devices: "DEVICES: ETHICON ENDOPATH PORT, KARL
 * STORZ 30 DEGREE SCOPE", "Implant: DePuy Corail stem", "Instruments: Storz scope, Carroll
 * retractor", "Mesh: Bard Composix". Instruments, implants and consumables are named after their
 * makers and inventors, who are people's names; a line opened by a label of what was used lists
 * things. Read only for names no anchor made (a title, a role: "Implant checked by Dr Tan" keeps
 * its name), after such a label and a colon at the start of the candidate's line.
 */
const DEVICE_LABELS: ReadonlySet<string> = new Set(
  `device devices instrument instruments instrumentation implant implants prosthesis prostheses
  equipment kit stapler staplers mesh sutures suture consumables dressing dressings drain drains
  catheter catheters scope scopes stent stents graft grafts tray set`.split(/\s+/),
);
/** Tokens read back to the line's start. */
const MAX_BACK = 60;

/** Tokens `first`..`last` stand after a device label opening their line (above). */
export function onDeviceLine(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  for (let k = first - 1, n = 0; k >= 0 && n < MAX_BACK; k--, n++) {
    if (t.isPunct(k, ":") && !t.startsLine(k)) {
      // "DEVICES:", "Implant:", "Closure and drains:": the label's last word before the colon,
      // the line opened within three words of it.
      const label = k - 1;
      if (!t.isWord(label) || !DEVICE_LABELS.has(t.lower(label))) return false;
      for (let j = label; j >= 0 && label - j <= 3; j--) if (t.startsLine(j)) return true;
      return false;
    }
    if (t.startsLine(k)) return false;
  }
  return false;
}
