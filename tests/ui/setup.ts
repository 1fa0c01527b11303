import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import * as React from 'react';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, inject, vi } from 'vitest';
import { setApiOrigin } from '../../providers/httpClient';

// Every test talks to the real API that globalSetup started.
setApiOrigin(inject('apiOrigin'));
// The first render of the console in a fresh jsdom can take more than the default second, more so on a busy machine.
configure({ asyncUtilTimeout: 20_000, getElementError: elementError });

/**
 * React's development build records a stack trace for each element it creates (its "owner stacks", which name the
 * components above a warning), a seventh of the UI suite's time; the tests do without them. React resets the count
 * at each render and records only while it is under 10,000, so the count is held above that.
 */
const internals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  get: () => Number.MAX_SAFE_INTEGER,
  set: () => {},
});

/**
 * Testing Library's error for a query that found nothing, with the page printed only when the message is read:
 * waitFor and findBy run their query on every change of the page and keep only the last error, and printing the
 * page for each miss took a sixth of the UI suite's time.
 */
function elementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', {
    get: () => (printed ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
    configurable: true,
  });
  return error;
}

// The console's requests leave through Node's fetch, which reads only Node's own FormData and File (as a browser's
// fetch reads its own); jsdom's would be sent as plain text.
const { constructor: NodeFormData } = await new Request('http://localhost/', {
  method: 'POST',
  body: new URLSearchParams(),
}).formData();
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
// The files share one jsdom and the modules (isolate: false): no spy or fake clock outlives its file.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
