import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatDuration, formatProgress, ProgressBar } from "./progress-bar.ts";

describe("progress bar", () => {
  it("shows the share done, notes, notes per second and the time left", () => {
    const line = formatProgress({ done: 25_000, fraction: 0.25, elapsedMs: 10_000, width: 100 });
    assert.match(line, /^\[#{8}-{22}\] {2}25% {2}25,000 notes {2}2,500 notes\/s {2}ETA 0:30$/);
  });

  it("shows the count and elapsed time when the total is unknown (stdin)", () => {
    const line = formatProgress({
      done: 1200,
      fraction: undefined,
      elapsedMs: 65_000,
      width: 100,
      failed: 3,
    });
    assert.equal(line, "1,200 notes  18 notes/s  3 skipped  1:05 elapsed");
  });

  it("fits a narrow terminal", () => {
    assert.ok(formatProgress({ done: 5, fraction: 0.5, elapsedMs: 1000, width: 30 }).length <= 30);
  });

  it("formats hours", () => {
    assert.equal(formatDuration(3725), "1:02:05");
    assert.equal(formatDuration(Number.NaN), "--:--");
  });

  it("draws only on a terminal and erases itself when finished", () => {
    const written: string[] = [];
    const pipe = new ProgressBar({ isTTY: false, write: (s: string) => written.push(s) });
    pipe.update(1, 0.5, 0, true);
    pipe.finish();
    assert.equal(written.length, 0);
    const tty = new ProgressBar({ isTTY: true, columns: 80, write: (s: string) => written.push(s) });
    tty.update(1, 0.5, 0, true);
    tty.finish();
    assert.equal(written.length, 2);
    assert.match(written[0]!, /50%/);
    assert.equal(written[1], "\r\x1b[2K");
  });
});
