/**
 * Where the detection engine's time goes on the dev notes, by sampling (the inspector's CPU
 * profiler, no timers in the code measured): each callee of `detect` with what it calls (every
 * recogniser's scan, the tokeniser's `reset`, the drop and spreading passes), then the functions
 * with the most self time. Timers around each scan (a wrapped table) were tried: they slowed the
 * engine 3.8× and ranked the modules wrongly.
 *   node bench/engine-modules.ts [passes=8] [top=40] [interval µs=200] [function]
 * With a function's name (findCuedPlaces), its own callees with what they call, as a share of it.
 */

import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";
import { createEngine } from "../src/detection/index.ts";
import { readCorpus } from "./corpus.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

const passes = Number(process.argv[2] ?? 8);
const top = Number(process.argv[3] ?? 40);
const interval = Number(process.argv[4] ?? 200);
const expand = process.argv[5] ?? "detect";
const dir = fileURLToPath(new URL("../../shared/corpora/physionet-dev/", import.meta.url));
const texts = readCorpus(dir).notes.map((n) => n.text);
const chars = texts.reduce((n, t) => n + t.length, 0);
const engine = createEngine();
for (let p = 0; p < 4; p++) for (const text of texts) engine.detect(text);

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval });
await session.post("Profiler.start");
const c0 = process.cpuUsage();
for (let p = 0; p < passes; p++) for (const text of texts) engine.detect(text);
const cpu = process.cpuUsage(c0);
const { profile } = await session.post("Profiler.stop");
session.disconnect();

const nodes = new Map<number, ProfileNode>(profile.nodes.map((n: ProfileNode) => [n.id, n]));
const hits = new Map<number, number>();
for (const s of profile.samples as number[]) hits.set(s, (hits.get(s) ?? 0) + 1);
const label = (n: ProfileNode): string =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").at(-1) ?? ""}`;
const inclusive = (n: ProfileNode): number =>
  (hits.get(n.id) ?? 0) + (n.children ?? []).reduce((sum, c) => sum + inclusive(nodes.get(c)!), 0);

let detect = 0;
let detectSelf = 0;
const callees = new Map<string, number>();
for (const n of nodes.values()) {
  if (n.callFrame.functionName !== expand) continue;
  detect += inclusive(n);
  detectSelf += hits.get(n.id) ?? 0;
  for (const c of n.children ?? []) {
    const child = nodes.get(c)!;
    callees.set(label(child), (callees.get(label(child)) ?? 0) + inclusive(child));
  }
}
const self = new Map<string, number>();
let underDetect = 0;
const walk = (n: ProfileNode, inside: boolean): void => {
  const here = inside || n.callFrame.functionName === "detect";
  if (here) {
    underDetect += hits.get(n.id) ?? 0;
    self.set(label(n), (self.get(label(n)) ?? 0) + (hits.get(n.id) ?? 0));
  }
  for (const c of n.children ?? []) walk(nodes.get(c)!, here);
};
walk(nodes.get((profile.nodes[0] as ProfileNode).id)!, false);

const seconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `${texts.length} notes × ${passes}: ${((chars * passes) / seconds / 1e6).toFixed(2)} M chars/s (CPU, profiler on), ${((seconds / (texts.length * passes)) * 1e6).toFixed(0)} µs a note; ${detect} samples in ${expand}`,
);
const pct = (n: number, of: number): string => ((n / of) * 100).toFixed(2).padStart(6);
console.log(`\ncallees of ${expand}, with what they call (its own lines ${pct(detectSelf, detect)} %)`);
for (const [name, n] of [...callees].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(n, detect)} % ${name}`);
console.log("\nself time under detect");
for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(n, underDetect)} % ${name}`);
