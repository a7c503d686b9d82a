import type { RecogniserModule } from "./recogniser.ts";
import { ENGINE_PASSES, RECOGNISER_TABLE } from "./recognisers/table.ts";
import type { EnginePass, Family, Rule } from "./rule.ts";
import { SCORES } from "./scores.ts";

/** A rule of the catalogue: its declaration, id, confidence, and the module and family that declare it. */
export interface CatalogueRule extends Rule {
  readonly module: string;
  readonly family: Family;
}

/** The catalogue of a table of modules and passes; throws on a rule id declared twice. */
export function buildCatalogue(
  table: readonly (RecogniserModule | EnginePass)[],
): ReadonlyMap<string, CatalogueRule> {
  const catalogue = new Map<string, CatalogueRule>();
  for (const module of table) {
    for (const [id, rule] of Object.entries(module.rules)) {
      if (catalogue.has(id)) throw new Error(`rule ${id} is declared twice (${module.id})`);
      catalogue.set(id, {
        ...rule,
        id,
        confidence: SCORES[rule.level],
        module: module.id,
        family: module.family,
      });
    }
  }
  return catalogue;
}

/**
 * Every rule that can produce a span, by id, derived from the recogniser table: a span's `rule`
 * says why it was found; a span merged from overlapping candidates also lists every contributing
 * rule in `parts`. Ids are unique across modules (building the catalogue throws otherwise).
 */
export const RULES: ReadonlyMap<string, CatalogueRule> = buildCatalogue([
  ...RECOGNISER_TABLE,
  ...ENGINE_PASSES,
]);

export function isRuleId(value: string): boolean {
  return RULES.has(value);
}
