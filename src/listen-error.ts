import { ConfigError } from "./config/config.ts";

/**
 * A failure to listen, as one line naming PORT or HOST and the fix; undefined for anything else.
 */
export function listenError(error: unknown, host: string, port: number): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "EADDRINUSE")
    return new ConfigError(
      `PORT ${port} on ${host} is already in use: stop the other process, or set PORT to a free port`,
    );
  if (code === "EACCES")
    return new ConfigError(
      `PORT ${port} on ${host} needs privileges this user lacks: set PORT to a port above 1023`,
    );
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new ConfigError(
      `HOST ${host} is not an address of this machine: set HOST to one (127.0.0.1 for this machine only, 0.0.0.0 for all)`,
    );
  return undefined;
}
