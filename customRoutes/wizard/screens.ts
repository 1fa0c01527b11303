/**
 * The shift wizard's screens, by their path in domain/routes.ts: one page, a step per path. The paths are read off
 * the routes table rather than domain/shiftWizard.ts, which loads with the wizard only (the console's size budget).
 */
import type { ComponentType } from 'react';
import { ROUTES } from '../../domain/routes';
import { lazyComponent } from '../../src/lazyComponent';

const WizardPage = lazyComponent(() => import('./WizardPage'), 'WizardPage');

export const WIZARD_SCREENS: Record<string, ComponentType> = Object.fromEntries(
  ROUTES.filter((r) => r.path === '/shifts/new' || r.path.startsWith('/shifts/new/')).map((r) => [r.path, WizardPage]),
);
