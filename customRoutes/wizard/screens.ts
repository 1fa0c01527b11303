/** The shift wizard's screens (domain/shiftWizard.ts), by their path in domain/routes.ts: one page, a step per path. */
import type { ComponentType } from 'react';
import { WIZARD_STEPS } from '../../domain/shiftWizard';
import { lazyComponent } from '../../src/lazyComponent';

const WizardPage = lazyComponent(() => import('./WizardPage'), 'WizardPage');

export const WIZARD_SCREENS: Record<string, ComponentType> = Object.fromEntries([
  ['/shifts/new', WizardPage],
  ...WIZARD_STEPS.map((step) => [`/shifts/new/${step}`, WizardPage]),
]);
