import { describe, expect, it } from 'vitest';
import {
  goingLiveRefusal,
  nextSetupStep,
  outOfOrderRefusal,
  resumeAt,
  SETUP_PAGES,
  setupPageDone,
  setupPageOpen,
  setupStepRefusal,
  type TrustSetupFacts,
  type TrustSetupStep,
} from '../../domain/trustSetup';

const ready: TrustSetupFacts = { staffedLocations: 1, bands: 3, jobTitles: 2, featuresOn: 2, admins: 1 };

describe('setting a trust up, step by step', () => {
  it('saves step 2 once a care location has a department and a nurse can choose a band and job title, step 3 once a feature is on and its admin invited', () => {
    expect(setupStepRefusal('organisation', { ...ready, staffedLocations: 0 })).toBe(
      'Add a care location with at least one department first',
    );
    expect(setupStepRefusal('organisation', { ...ready, bands: 0 })).toBe(
      'Add at least one band first: a nurse signing up chooses one',
    );
    expect(setupStepRefusal('organisation', { ...ready, jobTitles: 0 })).toBe(
      'Add at least one job title first: a nurse signing up chooses one',
    );
    expect(setupStepRefusal('organisation', { ...ready, featuresOn: 0, admins: 0 })).toBeNull();
    expect(setupStepRefusal('features', { ...ready, featuresOn: 0 })).toBe(
      "Turn on at least one of the trust's features first",
    );
    expect(setupStepRefusal('features', { ...ready, admins: 0 })).toBe("Invite the trust's admin first");
    expect(setupStepRefusal('features', ready)).toBeNull();
    expect(setupStepRefusal('complete', ready)).toBe('This trust is already set up');
    expect([nextSetupStep('organisation'), nextSetupStep('features')]).toEqual(['features', 'complete']);
  });

  it('opens each page once the one before it is saved, and resumes where the setup stands', () => {
    expect(SETUP_PAGES.map((p) => setupPageOpen(p, undefined))).toEqual([true, false, false]);
    expect(SETUP_PAGES.map((p) => setupPageOpen(p, 'organisation'))).toEqual([true, true, false]);
    expect(SETUP_PAGES.map((p) => setupPageOpen(p, 'features'))).toEqual([true, true, true]);
    expect(SETUP_PAGES.map((p) => setupPageDone(p, 'features'))).toEqual([true, true, false]);
    expect(SETUP_PAGES.map((p) => setupPageDone(p, 'complete'))).toEqual([true, true, true]);
    expect(
      [undefined, 'organisation', 'features', 'complete'].map((s) => resumeAt(s as TrustSetupStep | undefined)),
    ).toEqual(['details', 'organisation', 'features', 'features']);
  });

  it("refuses step 3's work before step 2 is saved, and a trust going live before it is set up or takes a nurse", () => {
    expect(outOfOrderRefusal('organisation', 'features')).toMatch(/care locations first/);
    expect(outOfOrderRefusal('features', 'features')).toBeNull();
    expect(outOfOrderRefusal('complete', 'features')).toBeNull();
    expect(goingLiveRefusal('features', ready)).toMatch(/Finish setting/);
    expect(goingLiveRefusal('complete', ready)).toBeNull();
    // A trust from before the steps, or one whose bands or job titles were all withdrawn since its setup.
    expect(goingLiveRefusal(null, ready)).toBeNull();
    expect(goingLiveRefusal('complete', { ...ready, jobTitles: 0 })).toMatch(/job title first/);
    expect(goingLiveRefusal(null, { ...ready, bands: 0 })).toMatch(/band first/);
  });
});
