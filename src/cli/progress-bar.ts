/** What the bar writes to: a terminal stream (only drawn when `isTTY`). */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(chunk: string): unknown;
}

export interface ProgressState {
  readonly done: number;
  /** Share of the work finished (by bytes or files), when the total is known. */
  readonly fraction: number | undefined;
  readonly elapsedMs: number;
  readonly width: number;
  readonly failed?: number;
}

const grouped = new Intl.NumberFormat("en-US");

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "--:--";
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** One line: bar (when the total is known), percent, notes, notes/s and ETA. Pure, for tests. */
export function formatProgress(state: ProgressState): string {
  const seconds = state.elapsedMs / 1000;
  const rate = seconds > 0 ? state.done / seconds : 0;
  const parts = [`${grouped.format(state.done)} notes`, `${grouped.format(Math.round(rate))} notes/s`];
  if (state.failed) parts.push(`${grouped.format(state.failed)} skipped`);
  if (state.fraction === undefined)
    return `${parts.join("  ")}  ${formatDuration(seconds)} elapsed`.slice(0, state.width);
  const fraction = Math.min(1, Math.max(0, state.fraction));
  const eta = fraction > 0 ? (seconds * (1 - fraction)) / fraction : Number.NaN;
  const tail = `${String(Math.floor(fraction * 100)).padStart(3)}%  ${parts.join("  ")}  ETA ${formatDuration(eta)}`;
  const barWidth = Math.min(30, state.width - tail.length - 3);
  if (barWidth < 5) return tail.slice(0, state.width);
  const filled = Math.round(fraction * barWidth);
  return `[${"#".repeat(filled)}${"-".repeat(barWidth - filled)}] ${tail}`;
}

/**
 * A progress line on stderr, redrawn at most ten times a second, only when stderr is a terminal
 * (so logs and pipes stay clean). `finish()` erases it.
 */
export class ProgressBar {
  readonly #stream: ProgressStream;
  readonly #enabled: boolean;
  readonly #started = performance.now();
  #lastDraw = 0;
  #drawn = false;

  constructor(stream: ProgressStream, enabled = true) {
    this.#stream = stream;
    this.#enabled = enabled && stream.isTTY === true;
  }

  update(done: number, fraction: number | undefined, failed = 0, force = false): void {
    if (!this.#enabled) return;
    const now = performance.now();
    if (!force && now - this.#lastDraw < 100) return;
    this.#lastDraw = now;
    const width = Math.max(20, (this.#stream.columns || 80) - 1);
    const line = formatProgress({ done, fraction, elapsedMs: now - this.#started, width, failed });
    this.#stream.write(`\r\x1b[2K${line}`);
    this.#drawn = true;
  }

  /** Writes a message line without tangling it with the bar (redrawn on the next update). */
  log(message: string): void {
    if (this.#drawn) this.#stream.write("\r\x1b[2K");
    this.#drawn = false;
    this.#lastDraw = 0;
    this.#stream.write(message);
  }

  finish(): void {
    if (this.#drawn) this.#stream.write("\r\x1b[2K");
    this.#drawn = false;
  }
}
