/** A FIFO lock for async critical sections on a single connection. */
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();

  async lock<T>(fn: () => Promise<T> | T): Promise<T> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
