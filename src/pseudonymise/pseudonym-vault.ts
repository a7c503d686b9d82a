import type { SurrogateVault } from "../vault/surrogate-vault.ts";
import type { TokenVault } from "../vault/token-vault.ts";
import type { DateShifter } from "./date-shifter.ts";

/**
 * The port the pseudonymisation stage writes through: tokens, surrogates and the subject's date
 * offset, all rows of the vault table, inside the caller's transaction. The service's deps
 * satisfy it; the stage never reaches back into the service.
 */
export interface PseudonymVault {
  readonly vault: Pick<TokenVault, "assign">;
  readonly surrogateVault: SurrogateVault;
  readonly dateShifter: DateShifter;
}
