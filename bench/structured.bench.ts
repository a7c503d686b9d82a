import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { loadConfig } from "../src/config/config.ts";
import { createContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { deidentifyDocument } from "../src/service/deidentify-document.ts";
import { deidentifyCsv } from "../src/structured/csv/deidentify-csv.ts";
import { formatCsvRow } from "../src/structured/csv/format-csv-row.ts";
import { deidentifyFhir } from "../src/structured/fhir/deidentify-fhir.ts";
import { syntheticBundle, syntheticPatient } from "../test/fhir/synthetic-bundle.ts";

/**
 * Structured input beside plain text, in one run on one storage: the same synthetic patients'
 * notes as plain-text notes (deidentifyDocument), as CSV rows with typed MRN, date and author
 * columns (deidentifyCsv), and as FHIR Bundles of five resources (deidentifyFhir). Each kind runs in
 * its own tenant, 8 calls in flight, on a temporary SQLite with DEID_WORKERS threads.
 *
 *   npm run bench -- structured          (STRUCTURED_PATIENTS=200 by default)
 */
const PATIENTS = Number(process.env.STRUCTURED_PATIENTS ?? 200);
const WINDOW = 8;

async function pool<T>(items: readonly T[], fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: WINDOW }, worker));
}

const bundles = Array.from({ length: PATIENTS }, (_, i) => syntheticBundle(i + 1));
const notes = bundles.map((b) => {
  const doc = (b.entry as { resource: { content?: { attachment: { data: string } }[] } }[])[2]!.resource;
  return Buffer.from(doc.content![0]!.attachment.data, "base64").toString("utf8");
});
const header = formatCsvRow(["note_id", "mrn", "note_date", "author", "note_text"], ",", "\r\n");
const csv =
  header +
  notes
    .map((note, i) => {
      const p = syntheticPatient(i + 1);
      return formatCsvRow([`row-${i + 1}`, p.mrn, p.seen, `${p.given} ${p.family}`, note], ",", "\r\n");
    })
    .join("");

const dataDir = mkdtempSync(join(tmpdir(), "deid-bench-structured-"));
const config = loadConfig(process.env, { dataDir, logLevel: "silent" });
const ctx = await createContext(config, { logger: createLogger("silent") });
try {
  // Warm-up: the worker pool builds its engines, SQLite its statements.
  await deidentifyDocument(ctx.deps, { tenant: "warm", text: notes[0]!, policy: "safe_harbor" });

  let started = performance.now();
  await pool(
    notes.map((text, i) => ({ text, i })),
    ({ text, i }) =>
      deidentifyDocument(ctx.deps, {
        tenant: "bench-plain",
        text,
        policy: "safe_harbor",
        subjectId: `Patient/pat-${i + 1}`,
      }),
  );
  const plainSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  let rows = 0;
  let rowErrors = 0;
  for await (const item of deidentifyCsv(ctx.deps, Readable.from([Buffer.from(csv)]), {
    tenant: "bench-csv",
    policy: "safe_harbor",
    textColumns: ["note_text"],
    subjectColumn: "mrn",
    idColumn: "note_id",
    columns: { note_date: "date", author: "name" },
    window: WINDOW,
  })) {
    if (item.kind === "error") rowErrors++;
    else if (item.row > 0) rows++;
  }
  const csvSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  let resources = 0;
  await pool(bundles, async (bundle) => {
    const out = await deidentifyFhir(ctx.deps, bundle, {
      tenant: "bench-fhir",
      policy: "safe_harbor",
      maxResources: 1000,
      concurrency: 2,
    });
    resources += out.documents.length;
  });
  const fhirSeconds = (performance.now() - started) / 1000;

  const rate = (n: number, s: number) => Math.round(n / s).toLocaleString("en-US");
  console.log(
    `structured (${PATIENTS} patients, ${config.workers} workers, SQLite): ` +
      `plain text ${rate(notes.length, plainSeconds)} notes/s · ` +
      `CSV ${rate(rows, csvSeconds)} rows/s (${rows} rows, ${rowErrors} refused) · ` +
      `FHIR ${rate(resources, fhirSeconds)} resources/s (${resources} resources in ${bundles.length} Bundles)`,
  );
} finally {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
}
