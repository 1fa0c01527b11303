/**
 * A rule is written once, in domain/, and used from there by the server, the definitions and the console: its
 * signature found in any other source file fails this test (issue 53: the clock time had seven copies in six files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FOLDERS, root, sources } from './imports';

const RULES = [
  // The hours' alternative of the HH:mm pattern: domain/shifts.ts CLOCK_TIME_PATTERN and isClockTime.
  { rule: 'a time of day as HH:mm', home: 'domain/shifts.ts', signature: /2\[0-3\]/ },
  // How many days ahead an autofill shift fills, and how a shift is filled: AUTOFILL_DAYS, FULFILMENTS.
  { rule: 'the autofill days', home: 'domain/shifts.ts', signature: /\[2, 3, 4\]|int\(2, 4\)/ },
  { rule: 'the ways a shift is filled', home: 'domain/shifts.ts', signature: /'Urgent',? (\|\| )?.*'Manual'/ },
  // When a shift takes a booking (an offer, a confirmation) or an application: bookingRefusal, applicationRefusal.
  {
    rule: 'when a shift takes bookings and applications',
    home: 'domain/shifts.ts',
    signature: /not open for (booking|applications)|status === 'APPROVED' && \S*progress === 'vacant'/,
  },
];

const files = FOLDERS.filter((f) => f !== 'tests')
  .flatMap((f) => sources(path.join(root, f)))
  .map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));

it.each(RULES)('writes $rule only in $home', ({ home, signature }) => {
  const writers = files.filter(({ text }) => signature.test(text)).map(({ file }) => file);
  expect(writers).toEqual([home]);
});
