import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (projects by name; on a clean clone, larger files first), except that the
 * files of isolated projects start first: each needs a fresh worker, seconds of imports on
 * two busy cores. Started last (`unit-server-mocked` sorts after `unit-server`), that start
 * was the unit run's tail while the other core had nothing left to do.
 */
export default class IsolatedFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isolated = (file: TestSpecification) => file.project.config.isolate !== false;
    return [...sorted.filter(isolated), ...sorted.filter((file) => !isolated(file))];
  }
}
