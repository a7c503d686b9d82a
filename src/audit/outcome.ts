/** The outcome of parsing or checking untrusted input: a value, or a reason fit to show a user. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: string };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failure<T = never>(reason: string): Outcome<T> {
  return { ok: false, reason };
}
