/**
 * Polls `${url}/health` every 100 ms until it answers 2xx; throws `${what} did not start` after
 * `tries` more polls. The benches that start a server of their own wait on it with this.
 */
export async function waitForHealth(url: string, tries: number, what = "server"): Promise<void> {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > tries) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
