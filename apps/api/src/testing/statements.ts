/**
 * Counts the SQL statements a data source sends, whatever sends them (repositories, the query builder,
 * dataSource.query): every connection TypeORM takes from its pool has its query() counted.
 */
import type { DataSource } from 'typeorm';

interface Queryable {
  query(...args: unknown[]): unknown;
}

interface MasterDriver {
  obtainMasterConnection(): Promise<[Queryable, unknown]>;
}

/** Starts counting; `count()` is the number of statements sent since. */
export function countStatements(dataSource: DataSource): { count(): number } {
  let n = 0;
  const seen = new WeakSet<Queryable>();
  const driver = dataSource.driver as unknown as MasterDriver;
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const [connection, release] = await obtain();
    if (!seen.has(connection)) {
      seen.add(connection);
      const query = connection.query.bind(connection);
      connection.query = (...args: unknown[]) => {
        n++;
        return query(...args);
      };
    }
    return [connection, release];
  };
  return { count: () => n };
}
