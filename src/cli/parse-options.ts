import { type ParseArgsConfig, parseArgs } from "node:util";
import { usageError } from "./exit-codes.ts";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Parsed<O extends Options> {
  readonly values: ReturnType<
    typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
  >["values"];
  readonly positionals: string[];
  readonly help: boolean;
}

/**
 * Strict option parsing for one command: unknown options and missing values are usage errors
 * (exit 2) that name the option; `--help`/`-h` is always accepted.
 */
export function parseOptions<O extends Options>(args: readonly string[], options: O): Parsed<O> {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    const { help, ...rest } = values as Record<string, unknown>;
    return { values: rest as Parsed<O>["values"], positionals, help: help === true };
  } catch (error) {
    const message = (error as Error).message.split("\n")[0]!.replace(/\. To specify a positional.*$/, "");
    throw usageError(message);
  }
}

/** A positive whole-number option, or the fallback. */
export function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw usageError(`--${name} must be a positive whole number`);
  return Number(value);
}

export function oneOf<T extends string>(
  value: string | undefined,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw usageError(`--${name} must be one of ${allowed.join(", ")}`);
  return value as T;
}
