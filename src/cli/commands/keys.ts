import type { ApiKeyInfo } from "../../auth/api-key-store.ts";
import { SCOPES } from "../../auth/scopes.ts";
import { ConfigError } from "../../config/config.ts";
import type { Command } from "../cli-io.ts";
import { CliError, EXIT, usageError } from "../exit-codes.ts";
import { withContext } from "../local-context.ts";
import { parseOptions, positiveInteger } from "../parse-options.ts";

const help = `Usage: clinical-deid keys <create|list|revoke> [options]

Manages API keys in the service's storage (DEID_DATA_DIR or DATABASE_URL, with the server's
DEID_MASTER_KEY if it has one). Keys are stored hashed: a new key is printed once, on stdout, and
cannot be shown again; stderr names the database it went into. A database that does not exist yet
is not created unless --init is given.

  keys create [--tenant <t>] [--scopes <s,...>] [--name <n>] [--rate-limit <n>] [--json] [--init]
      --tenant       tenant the key belongs to (default "default")
      --scopes       comma-separated: ${SCOPES.join(", ")} (default deidentify,inspect)
      --name         a label to recognise the key by
      --rate-limit   requests per minute for this key (default: the service's setting)
      --init         create the database (and a master key file) if there is none yet
  keys list [--tenant <t>] [--json]
  keys revoke <key id>

Exit codes: 0 done, 1 failure (e.g. no active key with that id), 2 usage or configuration (e.g. no
database there, or a master key that does not match it).

Examples:
  KEY=$(clinical-deid keys create --scopes deidentify,reidentify --name etl)
  clinical-deid keys list --tenant default
  clinical-deid keys revoke 3f9a0c1b7e2d4a51
  clinical-deid keys create --init --scopes deidentify,inspect   # a new, empty data directory
`;

function table(keys: readonly (ApiKeyInfo & { readonly intact?: boolean })[]): string {
  const rows = [["ID", "TENANT", "NAME", "SCOPES", "CREATED", "STATUS"]];
  for (const k of keys) {
    rows.push([
      k.id,
      k.tenant,
      k.name || "-",
      k.scopes.join(","),
      k.created_at.slice(0, 19).replace("T", " "),
      // A row that fails its MAC is refused when used (`audit verify` says why).
      k.revoked_at ? "revoked" : k.intact === false ? "refused (integrity)" : "active",
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return `${rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`;
}

export const keysCommand: Command = {
  name: "keys",
  summary: "create, list and revoke API keys",
  help,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === undefined || sub === "--help" || sub === "-h" || sub === "help") {
      io.stdout.write(help);
      return sub === undefined ? EXIT.usage : EXIT.ok;
    }
    const {
      values,
      positionals,
      help: wantsHelp,
    } = parseOptions(rest, {
      tenant: { type: "string" },
      scopes: { type: "string" },
      name: { type: "string" },
      "rate-limit": { type: "string" },
      json: { type: "boolean" },
      init: { type: "boolean" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    const onlyFor = (allowed: readonly string[]) => {
      for (const option of ["tenant", "scopes", "name", "rate-limit", "json", "init"] as const) {
        if (values[option] !== undefined && !allowed.includes(option))
          throw usageError(`keys ${sub} does not take --${option}`);
      }
    };
    if (sub === "create") {
      onlyFor(["tenant", "scopes", "name", "rate-limit", "json", "init"]);
      if (positionals.length > 0) throw usageError("keys create takes no arguments");
      const scopes = (values.scopes ?? "deidentify,inspect")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
      if (scopes.length === 0 || bad.length > 0)
        throw usageError(`--scopes must be some of ${SCOPES.join(", ")}`);
      const rate =
        values["rate-limit"] === undefined
          ? undefined
          : positiveInteger(values["rate-limit"], "rate-limit", 1);
      const created = await withContext(
        io,
        async (ctx) => ({
          ...(await ctx.apiKeys.create({
            tenant: values.tenant ?? "default",
            scopes,
            ...(values.name === undefined ? {} : { name: values.name }),
            ...(rate === undefined ? {} : { rateLimitPerMinute: rate }),
          })),
          location: ctx.storageLocation,
        }),
        { init: values.init === true },
      ).catch((error: unknown) => {
        throw error instanceof CliError || error instanceof ConfigError
          ? error
          : usageError((error as Error).message);
      });
      io.stdout.write(
        values.json ? `${JSON.stringify({ key: created.key, ...created.info })}\n` : `${created.key}\n`,
      );
      io.stderr.write(
        `created key ${created.info.id} for tenant ${created.info.tenant} (${created.info.scopes.join(", ")}) in ${created.location}; it is shown only once\n`,
      );
      return EXIT.ok;
    }
    if (sub === "list") {
      onlyFor(["tenant", "json"]);
      if (positionals.length > 0) throw usageError("keys list takes no arguments");
      const keys = await withContext(io, (ctx) => ctx.apiKeys.list(values.tenant));
      io.stdout.write(values.json ? `${JSON.stringify(keys)}\n` : keys.length ? table(keys) : "no keys\n");
      return EXIT.ok;
    }
    if (sub === "revoke") {
      onlyFor([]);
      if (positionals.length !== 1) throw usageError("keys revoke needs one key id (see keys list)");
      const id = positionals[0]!;
      const revoked = await withContext(io, (ctx) => ctx.apiKeys.revoke(id));
      if (!revoked) throw new CliError(`no active key with id ${id}`);
      io.stderr.write(`revoked key ${id}\n`);
      return EXIT.ok;
    }
    throw usageError(`unknown keys command "${sub}"; use create, list or revoke`);
  },
};
