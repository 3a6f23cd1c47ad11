import { type TestPostgres, startPostgres } from '#scripts/throwaway-postgres.ts';

/**
 * A throwaway PostgreSQL cluster for the tests of a `describe` block: started before them, stopped after.
 * Returns the cluster (for `database()`, `halt()`, `resume()`), to be called inside a test.
 */
export function throwawayPostgres(): () => TestPostgres {
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('the throwaway PostgreSQL did not start');
    return cluster;
  };
}
