import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine, loadLexiconData } from "../detection/index.ts";
import { DeidError } from "../errors.ts";
import { KnownValueMatcher } from "../known-values/known-values.ts";
import { ordinaryWordOptions } from "../known-values/ordinary-words.ts";
import { createDateShifter } from "../pseudonymise/date-shifter.ts";
import { callerMatcher } from "../service/known-phi.ts";
import { prepareDocument, prepareJob } from "../service/prepare-document.ts";
import { straySurrogates } from "../tokens/restore.ts";
import { createDetectionPool } from "./detection-pool.ts";

const lexicons = loadLexiconData();

test("a large document prepared in a worker equals the one prepared on the event loop", async () => {
  const pool = createDetectionPool({ workers: 1, maxQueue: 10, lexicons, dateShiftDays: 365 });
  try {
    const note =
      "Pt Bill Baker seen 03/14/2021 at Mercy Hospital, MRN 1234567, phone 617-555-1212. " +
      "Son Quill visited; Quill brought lunch. BAKER, BILL. Lives on 12 Elm Street, Salem. " +
      "Now 93 years old. Seen by Dr. Okafor with Nurse Ada Wren; spoke with quillsby. ";
    const text = note.repeat(400);
    const names = ordinaryWordOptions(lexicons);
    const remembered = new KnownValueMatcher(names).add(
      [
        { type: "NAME", value: "Quillsby" },
        { type: "PHONE", value: "617 555 0000" },
      ],
      "known.subject",
    );
    const lists = {
      deny: new KnownValueMatcher(names).add([{ type: "LOCATION", value: "Salem" }], "known.tenant"),
      allow: new KnownValueMatcher(names).add([{ type: "NAME", value: "Okafor" }], "known.tenant"),
    };
    const known = [{ type: "ID" as const, value: "1234567" }];
    const now = new Date("2026-01-02T03:04:05Z");
    const inWorker = await pool.prepare(
      prepareJob({ text, policy: "safe_harbor", now: now.getTime(), known }, remembered, lists),
    );
    const inline = prepareDocument(
      text,
      await pool.detect(text),
      {
        remembered,
        caller: new KnownValueMatcher(names).add(known, "known.caller"),
        lists,
        names,
      },
      "safe_harbor",
      now,
      createDateShifter(365),
    );
    assert.ok(inline.decided.length > 400 * 5, "the note's PHI is found in every copy");
    assert.ok(inline.spans.some((s) => s.rule === "known.subject"));
    assert.ok(inline.spans.some((s) => s.rule === "known.tenant"));
    assert.deepEqual(inWorker, inline);
  } finally {
    await pool.close();
  }
});

test("a worker that dies mid-task fails that task alone with a 503, and is replaced", async () => {
  const pool = createDetectionPool({
    workers: 1,
    maxQueue: 10,
    lexicons,
    dateShiftDays: 365,
    filename: new URL("../../test/helpers/exiting-worker.ts", import.meta.url).href,
  });
  try {
    const [before] = (await pool.detect("hello")) as unknown as { threadId: number }[];
    const error = await pool.detect("exit").then(
      () => assert.fail("the task must fail"),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DeidError);
    assert.equal(error.code, "unavailable");
    assert.doesNotMatch(error.message, /exit/);
    const [after] = (await pool.detect("hello again")) as unknown as { threadId: number }[];
    assert.notEqual(after?.threadId, before?.threadId, "a new thread serves the next task");
  } finally {
    await pool.close();
  }
});

test("a full queue sheds load with a 503 (Retry-After), never an unbounded wait", async () => {
  const pool = createDetectionPool({ workers: 1, maxQueue: 2, lexicons, dateShiftDays: 365 });
  try {
    const text = "Pt Bill Baker seen 03/14/2021. ".repeat(2000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => pool.detect(text)));
    const refused = results.filter((r) => r.status === "rejected");
    assert.ok(refused.length > 0, "over the queue, tasks are refused");
    for (const r of refused) {
      const reason = (r as PromiseRejectedResult).reason as DeidError;
      assert.equal(reason.code, "unavailable");
      assert.equal(reason.retryAfterSeconds, 1);
    }
    assert.ok(results.some((r) => r.status === "fulfilled"));
  } finally {
    await pool.close();
  }
});

test("notes detected together in batches each get their own spans", async () => {
  const pool = createDetectionPool({ workers: 2, maxQueue: 100, lexicons, dateShiftDays: 365 });
  try {
    const texts = Array.from(
      { length: 70 },
      (_, i) =>
        `Pt ${["Bill Baker", "Ada Wren", "Quill Okafor"][i % 3]} seen ${(i % 12) + 1}/14/2021, MRN ${1000000 + i}.`,
    );
    const alone: unknown[] = [];
    for (const text of texts) alone.push(await pool.detect(text));
    // 70 at once: more than one batch per worker (at most 16 notes a task).
    const together = await Promise.all(texts.map((text) => pool.detect(text)));
    assert.deepEqual(together, alone);
    assert.ok(together.every((spans) => spans.length >= 3));
    // And they are the engine's own spans, exactly (the worker answers JSON text).
    const engine = createEngine(lexicons);
    assert.deepEqual(
      alone,
      texts.map((text) => engine.detect(text)),
    );
  } finally {
    await pool.close();
  }
});

test("a lone note waits for company at most briefly while the other worker is busy", async () => {
  const pool = createDetectionPool({ workers: 2, maxQueue: 100, lexicons, dateShiftDays: 365 });
  try {
    await pool.detect("warm the threads: Pt Ada Wren.");
    // One worker busy with a large text's task for a while; one note alone meanwhile.
    let big = "";
    while (big.length < 400_000) big += "Pt Quill Okafor seen 3/14/2021 at Mercy Hospital, MRN 1234567.\n";
    const busy = pool.inspect({ text: big, now: Date.now(), known: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let bigDone = false;
    void busy.then(() => {
      bigDone = true;
    });
    const spans = await pool.detect("Pt Bill Baker seen 1/14/2021.");
    assert.equal(bigDone, false, "the note did not wait for the busy worker");
    assert.ok(spans.length >= 2);
    await busy;
  } finally {
    await pool.close();
  }
});

test("ordinary notes prepared in batches on the pool equal those prepared on the event loop", async () => {
  const pool = createDetectionPool({ workers: 2, maxQueue: 100, lexicons, dateShiftDays: 365 });
  try {
    const names = ordinaryWordOptions(lexicons);
    const shifter = createDateShifter(365);
    const now = new Date("2026-01-02T03:04:05Z");
    const policies = ["safe_harbor", "surrogate", "redact_all"] as const;
    const jobs = Array.from({ length: 40 }, (_, i) => ({
      text: `Pt ${["Bill Baker", "Ada Wren", "Quill Okafor"][i % 3]} seen ${(i % 12) + 1}/14/2021, MRN ${1000000 + i}, now 93 years old; Quillsby called.`,
      policy: policies[i % 3]!,
      now: now.getTime(),
      known: i % 2 === 0 ? [{ type: "NAME" as const, value: "Quillsby" }] : [],
      ordinary: true,
    }));
    // Mixed with detection-only texts in the same batches.
    const [prepared] = await Promise.all([
      Promise.all(jobs.map((job) => pool.prepare(job))),
      Promise.all(jobs.map((job) => pool.detect(job.text))),
    ]);
    const inline = await Promise.all(
      jobs.map(async (job) =>
        prepareDocument(
          job.text,
          await pool.detect(job.text),
          { caller: callerMatcher(job.known, names), names },
          job.policy,
          now,
          shifter,
        ),
      ),
    );
    assert.deepEqual(prepared, inline);
    assert.ok(inline.every((p) => p.decided.length >= 3));
    assert.ok(inline.some((p) => p.spans.some((s) => s.rule === "known.caller")));
  } finally {
    await pool.close();
  }
});

test("ordinary notes with a subject's memory and the tenant's lists batched on the pool equal those prepared inline", async () => {
  // The service posts a subject's note whole with its memory's flat tables (deidentify-document.ts).
  const pool = createDetectionPool({ workers: 2, maxQueue: 100, lexicons, dateShiftDays: 365 });
  try {
    const names = ordinaryWordOptions(lexicons);
    const shifter = createDateShifter(365);
    const now = new Date("2026-01-02T03:04:05Z");
    const remembered = new KnownValueMatcher(names).add(
      [
        { type: "NAME", value: "Quillsby Rothwellford" },
        { type: "DATE", value: "2019-07-22" },
        { type: "PHONE", value: "(617) 555-0000" },
        { type: "LOCATION", value: "12 Birch Street" },
        { type: "ID", value: "QZX 4471" },
      ],
      "known.subject",
    );
    const lists = {
      deny: new KnownValueMatcher(names).add([{ type: "LOCATION", value: "Salem" }], "known.tenant"),
      allow: new KnownValueMatcher(names).add([{ type: "NAME", value: "Okafor" }], "known.tenant"),
    };
    const policies = ["safe_harbor", "surrogate", "redact_all"] as const;
    const jobs = Array.from({ length: 30 }, (_, i) =>
      prepareJob(
        {
          text: `Pt seen ${(i % 12) + 1}/14/2021 by Dr. Okafor in Salem; Rothwellford called from 617 555 0000 on 7/22/2019, lives at 12 Birch Street, kit qzx-4471. MRN ${1000000 + i}.`,
          policy: policies[i % 3]!,
          now: now.getTime(),
          known: i % 2 === 0 ? [{ type: "NAME" as const, value: "Quillsby" }] : [],
          ordinary: true,
        },
        remembered,
        i % 3 === 0 ? undefined : lists,
      ),
    );
    const prepared = await Promise.all(jobs.map((job) => pool.prepare(job)));
    const inline = await Promise.all(
      jobs.map(async (job, i) =>
        prepareDocument(
          job.text,
          await pool.detect(job.text),
          {
            remembered,
            caller: callerMatcher(job.known, names),
            lists: i % 3 === 0 ? undefined : lists,
            names,
          },
          job.policy,
          now,
          shifter,
        ),
      ),
    );
    assert.deepEqual(prepared, inline);
    for (const rule of ["known.subject", "known.tenant"])
      assert.ok(
        inline.some((p) => p.spans.some((s) => s.rule === rule)),
        rule,
      );
  } finally {
    await pool.close();
  }
});

test("a large output's stray-surrogate check in a worker answers as the event loop's", async () => {
  const pool = createDetectionPool({ workers: 1, maxQueue: 10, lexicons, dateShiftDays: 365 });
  try {
    const output = "Seen by Kenji Okafor. Okafor is also a street here. ".repeat(50);
    const pairs = [
      { surrogate: "Kenji Okafor", value: "John Smith" },
      { surrogate: "Okafor", value: "Smith" },
      { surrogate: "Ada Wren", value: "Mary Jones" },
    ];
    const placed = [{ start: 8, end: 20 }];
    const inWorker = await pool.stray({ output, pairs, placed });
    assert.deepEqual(inWorker, [...straySurrogates(output, pairs, placed)]);
    assert.deepEqual(inWorker.toSorted(), ["kenji okafor", "okafor"]);
  } finally {
    await pool.close();
  }
});

test("with a warm-up, each worker warms before its first task and answers as an unwarmed engine", async () => {
  const cold = createDetectionPool({ workers: 1, maxQueue: 10, lexicons, dateShiftDays: 365 });
  const warm = createDetectionPool({ workers: 2, maxQueue: 10, lexicons, dateShiftDays: 365, warmUpMs: 100 });
  try {
    assert.deepEqual(await cold.warmedUp(), { workers: [], wallMs: 0, complete: true }, "off: ready at once");
    const texts = [
      "Pt Bill Baker seen 03/14/2021 at Mercy Hospital, MRN 1234567, phone 617-555-1212.",
      "DAUGHTER: ADA WREN (07700 900123). Lives at 12 Elm Street, Salem, MA 01970.",
    ];
    // Sent before the warm-up ends: they wait for a warm worker.
    const answers = Promise.all(texts.map((text) => warm.detect(text)));
    const report = await warm.warmedUp();
    assert.equal(report.complete, true);
    assert.equal(report.workers.length, 2, "one report per worker");
    for (const worker of report.workers) {
      // The budget is CPU time, capped at three times as much wall time (a loaded machine).
      assert.ok(worker.notes > 0 && (worker.cpuMs >= 100 || worker.wallMs >= 300), JSON.stringify(worker));
      assert.equal(worker.failed, undefined);
    }
    assert.deepEqual(await answers, await Promise.all(texts.map((text) => cold.detect(text))));
    assert.deepEqual(
      await answers,
      texts.map((text) => createEngine(lexicons).detect(text)),
    );
  } finally {
    await Promise.all([cold.close(), warm.close()]);
  }
});
