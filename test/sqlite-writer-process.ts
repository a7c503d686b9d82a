// A process for test/sqlite-kill-durability.test.ts: write-only transactions on a SQLite file
// through the writer thread (started at once), 16 in flight, printing each id once acknowledged,
// until it is killed.
import { openDatabase } from "../src/storage/open-database.ts";

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: sqlite-writer-process <data dir>");
const db = await openDatabase({ databaseUrl: undefined, dataDir, sqliteWriterAfterCommits: 0 });
await db.run("CREATE TABLE IF NOT EXISTS kill_test (id TEXT PRIMARY KEY, body BLOB NOT NULL)");
// Let the thread open its connection, so what follows goes through it.
await new Promise((resolve) => setTimeout(resolve, 500));
let n = 0;
const client = async () => {
  for (;;) {
    const id = `w-${n++}`;
    await db.writeOnly!([
      {
        sql: "INSERT INTO kill_test (id, body) VALUES (?, ?)",
        params: [id, new Uint8Array(3000).fill(n % 251)],
      },
    ]);
    process.stdout.write(`${id}\n`);
  }
};
await Promise.all(Array.from({ length: 16 }, client));
