import type { Queryable } from "./client";

/**
 * A statement built once per database handle and sent as a named prepared statement: a hot read
 * (the student dashboard's) neither rebuilds its SQL on every call nor has PostgreSQL parse and
 * plan it again on a connection that has run it before. Values go in through `sql.placeholder`.
 */
export function preparedOn<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const built = new WeakMap<Queryable, Q>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
