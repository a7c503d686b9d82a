import { generateCorpus } from "./generate-corpus.ts";
const c = generateCorpus({ seed: 5, size: 300 });
const want = new Set(process.argv.slice(2));
const seen = new Map<string, number>();
for (const n of c.notes) {
  const k = seen.get(n.docType) ?? 0;
  if (!want.has(n.docType) || k >= 2) continue;
  seen.set(n.docType, k + 1);
  console.log("-----", n.docType, n.style, n.locale);
  console.log(n.text);
}
