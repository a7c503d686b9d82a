import { numberShapes } from "../../readers/number-shapes.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { NUMBER } from "../../token-stream.ts";

/** IPv4 dotted quads (four numbers 0-255), not inside a longer dotted number sequence. */
export function findIpAddresses(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  // A quad's first number has a touching "." after it: only numbers run into a joiner are read
  // (numberShapes lists them once a note), each after the last quad found.
  const shapes = numberShapes(context);
  for (let r = 0, i = -1; r < shapes.joinedCount; r++) {
    if (shapes.joined[r]! <= i) continue;
    i = shapes.joined[r]!;
    if (i + 6 >= t.count) break;
    if (t.kind[i] !== NUMBER || !t.isPunct(i + 1, ".") || !t.touches(i)) continue;
    if (t.isPunct(i - 1, ".") && t.touches(i - 1)) continue;
    let ok = true;
    for (let k = 0; k < 4 && ok; k++) {
      const n = i + 2 * k;
      ok = t.isNumber(n) && t.length(n) <= 3 && t.value(n) <= 255;
      if (ok && k < 3) ok = t.isPunct(n + 1, ".") && t.touches(n) && t.touches(n + 1);
    }
    if (!ok) continue;
    const last = i + 6;
    if (t.isPunct(last + 1, ".") && t.touches(last) && t.isNumber(last + 2) && t.touches(last + 1)) continue;
    out.push(hit("ip-address", "IP_ADDRESS", t.start[i]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "ip-address": {
    types: ["IP_ADDRESS"],
    level: "labelled",
    anchored: true,
    about: "an IPv4 address",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const ipAddressRecogniser: RecogniserModule = {
  id: "ip-address",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findIpAddresses,
};

const hit = ruleHit(RULES);
