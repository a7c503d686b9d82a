import assert from "node:assert/strict";
import { test } from "node:test";
import { FREE_PHONE, NOT_SERVICE, SHORT_NUMBER, serviceNumberKind } from "./service-number.ts";

test("national free-phone and shared-cost numbers written in groups", () => {
  for (const value of [
    "1800 022 222",
    "1300 22 4636",
    "13 11 14",
    "0800 611 116",
    "0508 828 865",
    "0861 322 322",
    "1-800-668-6868",
    "(888) 555-0100",
    "1800-891-4416",
    "1800 221 4444",
    "116 123",
    "0300 123 7123",
  ]) {
    assert.equal(serviceNumberKind(value), FREE_PHONE, value);
  }
});

test("short emergency and helpline numbers, alone or joined", () => {
  for (const value of ["000", "111", "112", "999", "911", "988", "1737", "10177", "111 or 999", "112/999"]) {
    assert.equal(serviceNumberKind(value), SHORT_NUMBER, value);
  }
  assert.equal(serviceNumberKind("0800 611 116 or 111"), FREE_PHONE);
});

test("ordinary numbers, runs of digits and codes are no service number", () => {
  for (const value of [
    "021 456 7890",
    "(02) 9876 5432",
    "131456",
    "8005551234",
    "1800022222",
    "98450 12345",
    "94",
    "113",
    "1800",
    "A10AE04",
    "111 or 94",
    "x".repeat(41),
  ]) {
    assert.equal(serviceNumberKind(value), NOT_SERVICE, value);
  }
});
