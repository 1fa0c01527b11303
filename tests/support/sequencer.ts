/**
 * The order of test files: Vitest's own (longest first, by the last run's times or else by size), with the files that
 * wait for the clock moved to the end of their suite. The e2e set-up books shifts that start a minute or two later
 * (tests/e2e/shiftsApi.ts bookShiftsStartingSoon); run among the first, their file stood still for 50 s waiting for
 * that start, where run last its wait has passed while the other files ran.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const WAIT_FOR_THE_CLOCK = ['tests/e2e/shifts.test.ts'];

export class ClockLastSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const waits = (file: TestSpecification) => WAIT_FOR_THE_CLOCK.some((path) => file.moduleId.endsWith(path));
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !waits(file)), ...sorted.filter(waits)];
  }
}
