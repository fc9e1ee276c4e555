import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('init mem', Date.now() - t);
t = Date.now();
await db.exec(
  "create table t(id int primary key, name text, v tsvector generated always as (to_tsvector('english', name)) stored)",
);
await db.transaction(async (tx) => {
  for (let i = 0; i < 20000; i++) await tx.query('insert into t values ($1,$2)', [i, 'grace book ' + i]);
});
console.log('20k inserts', Date.now() - t);
t = Date.now();
const r = await db.query("select count(*) from t where v @@ websearch_to_tsquery('english', 'grace')");
console.log(r.rows, Date.now() - t);
const d = await db.dumpDataDir('none');
console.log('dump size', d.size);
t = Date.now();
const db2 = await PGlite.create({ loadDataDir: d });
console.log('load from dump', Date.now() - t);
