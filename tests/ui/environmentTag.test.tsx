// @vitest-environment-options {"url": "http://dev.bankshift.test/"}
/** The environment tag comes from the host's prefix: this file runs the console on dev.bankshift.test. */
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp, signIn, topBar } from './helpers';

it('tags a dev host DEV in the top bar', async () => {
  await signIn('trustadmin');
  renderApp('/login-default');
  await screen.findByText('Welcome, Priya Shah');
  expect(within(topBar()).getByLabelText('Environment: DEV')).toHaveTextContent(/^DEV$/);
});
