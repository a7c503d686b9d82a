/**
 * One rule's proof: texts where the rule fires on the `[[…]]`-marked value (its span must cover the
 * value exactly) and texts it must leave alone (a near miss that shows the rule's guard). Every
 * text is written for these tests. `\n` in a text is a line break.
 */
export interface RuleExample {
  readonly rule: string;
  readonly fires: readonly string[];
  readonly leaves: readonly string[];
}
