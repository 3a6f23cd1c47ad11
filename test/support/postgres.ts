import { type ChildProcess } from 'node:child_process';
import { type TestPostgres, startPostgres } from '#scripts/throwaway-postgres.ts';

/**
 * A throwaway PostgreSQL cluster for the tests of a `describe` block: started before them, stopped after.
 * Returns the cluster (for `database()`, `halt()`, `resume()`), to be called inside a test. The servers the
 * tests start on it (`users`) are killed before it stops, so none of them outlives its database.
 */
export function throwawayPostgres(users: readonly ChildProcess[] = []): () => TestPostgres {
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const child of users) if (child.exitCode === null) child.kill('SIGKILL');
    await cluster?.stop();
  });
  return () => {
    if (!cluster) throw new Error('the throwaway PostgreSQL did not start');
    return cluster;
  };
}
