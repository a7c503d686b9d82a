/**
 * Where each found span's replacement stands in the output of a policy that writes realistic
 * values (surrogates), found from the text between the spans, which the policy leaves as it is:
 * [{start, end, type}] in output offsets. Spans written as they were (a kept state) are left out.
 * It stops at the first stretch of text it cannot find again, so the output shows fewer marks,
 * never one out of place; the service may also replace what inspect did not report (a name found
 * again in the note), which is then not marked.
 */
export function replacedRegions(original, entities, output) {
  const spans = [];
  for (const e of [...entities].sort((a, b) => a.start - b.start)) {
    const last = spans[spans.length - 1];
    if (last && e.start < last.end) continue;
    spans.push(e);
  }
  if (spans.length === 0) return [];
  const head = original.slice(0, spans[0].start);
  if (!output.startsWith(head)) return [];
  const regions = [];
  let from = head.length;
  let first = spans[0];
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k];
    const nextStart = k + 1 < spans.length ? spans[k + 1].start : original.length;
    const gap = original.slice(span.end, nextStart);
    // Spans side by side with nothing between them share one region.
    if (gap === "" && k + 1 < spans.length) continue;
    const end = k + 1 === spans.length ? output.length - gap.length : output.indexOf(gap, from + 1);
    if (end < from || (k + 1 === spans.length && !output.endsWith(gap))) break;
    if (output.slice(from, end) !== original.slice(first.start, span.end)) {
      regions.push({ start: from, end, type: first.type });
    }
    from = end + gap.length;
    first = spans[k + 1];
  }
  return regions;
}
