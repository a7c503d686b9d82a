import assert from "node:assert/strict";
import { test } from "node:test";
import { StorageUnavailableError } from "./database.ts";
import { storageOpenError } from "./storage-open-error.ts";

const config = { databaseUrl: "postgres://deid:pa55word@db.internal:5432/deid", dataDir: "./data" };

test("names DATABASE_URL without its password and says what to do", () => {
  const cases: [unknown, RegExp][] = [
    [Object.assign(new Error("x"), { code: "28P01" }), /refused the login: fix the user or password/],
    [Object.assign(new Error("x"), { code: "3D000" }), /the database does not exist: create it/],
    [Object.assign(new Error("x"), { code: "ENOTFOUND" }), /the host name does not resolve/],
    [
      new StorageUnavailableError("x", {
        cause: new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]),
      }),
      /PostgreSQL is unreachable \(ECONNREFUSED\): start PostgreSQL/,
    ],
    [new StorageUnavailableError("x"), /PostgreSQL is unreachable \(no answer\)/],
  ];
  for (const [error, pattern] of cases) {
    const message = storageOpenError(error, config)?.message ?? "";
    assert.match(message, /^DATABASE_URL \(postgres:\/\/deid@db\.internal:5432\/deid\): /);
    assert.match(message, pattern);
    assert.doesNotMatch(message, /pa55word/);
  }
});

test("leaves errors it does not recognise, and SQLite's, alone", () => {
  assert.equal(storageOpenError(new Error("syntax error"), config), undefined);
  assert.equal(
    storageOpenError(new StorageUnavailableError("x"), { databaseUrl: undefined, dataDir: "d" }),
    undefined,
  );
});

test("describes a PostgreSQL URL without any password in it", () => {
  const message =
    storageOpenError(new StorageUnavailableError("x"), {
      databaseUrl: "postgres://u:one@h/db?sslpassword=two&application_name=deid",
      dataDir: "d",
    })?.message ?? "";
  assert.doesNotMatch(message, /one|two/);
  assert.match(message, /postgres:\/\/u@h\/db\?sslpassword=.*&application_name=deid/);
});
