import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { readDateOrder } from "./date-order.ts";

function order(text: string): string {
  const t = new TokenStream();
  t.reset(text);
  const o = readDateOrder(t);
  return [o.monthFirst ? "month" : "", o.dayFirst ? "day" : "", o.yearFirst ? "year" : ""]
    .filter(Boolean)
    .join("+");
}

test("a numeric date tells its order only when one number cannot be a month", () => {
  assert.equal(order("Admitted 14/03/2021, seen 6/12."), "day");
  assert.equal(order("Admitted 3/14/2021."), "month");
  assert.equal(order("Admitted 03/04/2021."), "");
  assert.equal(order("Dated 30.11.24 and 19-03-2024."), "day");
});

test("month names and ISO dates tell their order", () => {
  assert.equal(order("Letter of 14 March 2021; 3rd June 2021; 14-Mar-24; 14MAR2024"), "day");
  assert.equal(order("Seen March 14, 2021."), "month");
  assert.equal(order("Collected 2021-03-14 09:40."), "year");
  assert.equal(order("She may 3 times a day; March 2021."), "");
});

test("blood gases and ventilator settings are no dates", () => {
  assert.equal(order("ABG 7.45/33/80, vent 14/5/40% rate 14/5/40%."), "");
});
