export const SCOPES = ["deidentify", "inspect", "reidentify", "receipts", "admin"] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Who is calling: the key's tenant and scopes. `admin` implies every scope. */
export interface Principal {
  readonly keyId: string;
  readonly tenant: string;
  readonly scopes: ReadonlySet<Scope>;
  readonly rateLimitPerMinute: number | null;
}

export function hasScope(principal: Principal, scope: Scope): boolean {
  return principal.scopes.has(scope) || principal.scopes.has("admin");
}

export const TENANT_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
