import { CLI_KEY_ID } from "../../auth/issued-key-check.ts";
import { loadConfig } from "../../config/config.ts";
import { createContext } from "../../context.ts";
import { RowIntegrityError } from "../../crypto/row-integrity-error.ts";
import { DeidError } from "../../errors.ts";
import { createLogger } from "../../logger.ts";
import { TENANT_LIST_NAMES, type TenantListName } from "../../service/tenant-lists.ts";
import type { Command } from "../cli-io.ts";
import { CliError, EXIT, usageError } from "../exit-codes.ts";
import { oneOf, parseOptions } from "../parse-options.ts";

const help = `Usage: clinical-deid lists <show|add|remove> --list deny|allow [options] [value ...]

Manages a tenant's deny list (values that are always PHI, with a type) and allow list (values
that are never PHI) in the service's storage (DEID_DATA_DIR or DATABASE_URL), as the admin API
(/api/v1/tenant/lists/{list}) does. Values are stored encrypted; every change is in the audit
log as keyed digests of the values.

  lists show   --list <l> [--tenant <t>] [--json]
  lists add    --list <l> [--tenant <t>] [--type <PHI type>] <value> ...
  lists remove --list <l> [--tenant <t>] [--type <PHI type>] <value> ...
      --tenant   the tenant (default "default")
      --type     the PHI type of deny-list values (default NAME); allow values take none

Exit codes: 0 done, 1 failure, 2 usage.

Examples:
  clinical-deid lists add --list deny --type ORGANIZATION "Glorbfinkel Unit"
  clinical-deid lists add --list allow Parkinson Foley
  clinical-deid lists show --list deny --tenant acme
`;

export const listsCommand: Command = {
  name: "lists",
  summary: "manage a tenant's deny and allow lists",
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
      list: { type: "string" },
      type: { type: "string" },
      json: { type: "boolean" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (sub !== "show" && sub !== "add" && sub !== "remove")
      throw usageError("lists takes show, add or remove");
    if (values.list === undefined) throw usageError("--list deny|allow is required");
    const list: TenantListName = oneOf(values.list, "list", TENANT_LIST_NAMES, "deny");
    if (list === "allow" && values.type !== undefined) throw usageError("allow-list values take no --type");
    const tenant = values.tenant ?? "default";
    const ctx = await createContext(loadConfig(io.env, { workers: 1 }), {
      logger: createLogger("error", process.stderr),
    });
    try {
      const lists = ctx.deps.tenantLists;
      if (!lists) throw new CliError("tenant lists are not enabled");
      if (sub === "show") {
        if (positionals.length > 0) throw usageError("lists show takes no values");
        const entries = await lists.list(tenant, list).catch((error: unknown) => {
          // Where, never a value: `audit verify` names the check too.
          throw error instanceof RowIntegrityError
            ? new CliError(`the stored lists fail their integrity check: ${error.message}`)
            : error;
        });
        if (values.json) io.stdout.write(`${JSON.stringify(entries)}\n`);
        else for (const e of entries) io.stdout.write(`${"type" in e ? `${e.type}\t` : ""}${e.value}\n`);
        return EXIT.ok;
      }
      if (positionals.length === 0) throw usageError(`lists ${sub} needs at least one value`);
      const entries = positionals.map((value) =>
        list === "deny" ? { type: values.type ?? "NAME", value } : { value },
      );
      const changed = await lists
        .change({ tenant, keyId: CLI_KEY_ID, list, action: sub, entries })
        .catch((error: unknown) => {
          // The message names the entry's position, never its value.
          throw error instanceof DeidError ? usageError(error.message) : error;
        });
      io.stderr.write(
        `${sub === "add" ? "added" : "removed"} ${changed} of ${entries.length} values (${list} list of ${tenant})\n`,
      );
      return EXIT.ok;
    } finally {
      await ctx.close();
    }
  },
};
