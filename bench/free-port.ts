import { type AddressInfo, createServer } from "node:net";

/** A TCP port free on 127.0.0.1 right now, for a bench that starts a server of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
