import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';
import { setApiOrigin } from '../../providers/httpClient';

// Every test talks to the real API that globalSetup started.
setApiOrigin(inject('apiOrigin'));
// The first render of the console in a fresh jsdom can take more than the default second, more so on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

// The console's requests leave through Node's fetch, which reads only Node's own FormData and File (as a browser's
// fetch reads its own); jsdom's would be sent as plain text.
const { constructor: NodeFormData } = await new Request('http://localhost/', { method: 'POST', body: new URLSearchParams() }).formData();
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
