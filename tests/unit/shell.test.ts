/** Top bar, landing, notification destinations, snooze and time groups. */
import { describe, expect, it } from 'vitest';
import { landingFor } from '../../domain/landing';
import {
  ALL_NOTIFICATION_TYPES,
  destinationOf,
  isSnoozed,
  kindOf,
  NOTIFICATION_TYPES,
  snoozeUntil,
  timeGroupOf,
} from '../../domain/notifications';
import { SNOOZE_HOURS } from '../../domain/constants';
import { environmentTag, postShiftButton, showsChat, showsRoleSwitch } from '../../domain/shell';
import { levelOfRoleType, type UserRole } from '../../domain/roles';
import { DEMO_ROLES } from './demoRoles';

describe('environment tag', () => {
  it('comes from the host prefix', () => {
    expect(environmentTag('dev.bankshift.example')).toBe('DEV');
    expect(environmentTag('stage-console.bankshift.example')).toBe('STAGE');
    expect(environmentTag('staging.bankshift.example')).toBe('STAGE');
    expect(environmentTag('REF.bankshift.example')).toBe('REF');
    expect(environmentTag('demo.bankshift.example')).toBe('DEMO');
    expect(environmentTag('console.bankshift.example')).toBeNull();
    expect(environmentTag('localhost')).toBeNull();
    expect(environmentTag('developer.example')).toBeNull();
  });
});

describe('post-a-shift button', () => {
  it('says Draft a Shift when the draft permission is held, Create a New Shift otherwise', () => {
    expect(postShiftButton(DEMO_ROLES.shiftmanager)).toBe('Create a New Shift');
    expect(postShiftButton(DEMO_ROLES.trustadmin)).toBe('Create a New Shift');
    expect(postShiftButton(DEMO_ROLES.superadmin)).toBe('Create a New Shift');
    expect(postShiftButton({ ...DEMO_ROLES.shiftmanager, permissions: ['DRAFT_A_SHIFT'] })).toBe('Draft a Shift');
    expect(postShiftButton({ ...DEMO_ROLES.shiftmanager, permissions: ['POST_A_SHIFT', 'DRAFT_A_SHIFT'] })).toBe(
      'Draft a Shift',
    );
  });

  it('is hidden without the permissions or without the trust feature', () => {
    expect(postShiftButton(DEMO_ROLES.ratemanager)).toBeNull();
    expect(postShiftButton({ ...DEMO_ROLES.shiftmanager, features: [] })).toBeNull();
    expect(postShiftButton(DEMO_ROLES.nurse)).toBeNull();
  });
});

describe('chat icon and role switch', () => {
  it('shows chat to roles with a chat permission', () => {
    expect(showsChat(DEMO_ROLES.ratemanager)).toBe(true);
    expect(showsChat({ ...DEMO_ROLES.ratemanager, permissions: [] })).toBe(false);
    expect(showsChat(DEMO_ROLES.superadmin)).toBe(true);
  });

  it('shows the role switch only with more than one console role', () => {
    const ur = (roleId: number, roleType: UserRole['roleType']): UserRole => ({
      roleId,
      roleType,
      trustId: 1,
      careLocationId: null,
      isActive: true,
      role: [{ id: roleId, name: roleType, isDefault: true, roleLevel: levelOfRoleType(roleType) }],
    });
    expect(showsRoleSwitch([ur(1, 'TRUST-ADMIN'), ur(2, 'SHIFT-MANAGER')])).toBe(true);
    expect(showsRoleSwitch([ur(1, 'TRUST-ADMIN'), ur(2, 'NURSE')])).toBe(false);
    expect(showsRoleSwitch([ur(1, 'TRUST-ADMIN')])).toBe(false);
  });
});

describe('landing after sign-in or a role switch (spec 4)', () => {
  it('follows the spec order', () => {
    expect(landingFor(DEMO_ROLES.trustadmin, false)).toEqual({ path: '/login-default' });
    expect(landingFor(DEMO_ROLES.superadmin, true)).toEqual({ path: '/trust-lists' });
    expect(landingFor(DEMO_ROLES.trustadmin, true)).toEqual({ path: '/trust/1/statistics-details' });
    expect(landingFor({ ...DEMO_ROLES.trustadmin, isActive: false }, true)).toEqual({ revoked: true });
    expect(landingFor(DEMO_ROLES.shiftmanager, true)).toEqual({ path: '/jobs/list' });
    expect(landingFor(DEMO_ROLES.ratemanager, true)).toEqual({ path: '/jobs/list' });
    expect(landingFor({ ...DEMO_ROLES.bankofficer, permissions: ['APPROVE_ENDORSEMENT_REQUESTS'] }, true)).toEqual({
      path: '/nurseUsers/approvedUser',
    });
    expect(landingFor({ ...DEMO_ROLES.bankofficer, permissions: ['VIEW_CHAT'] }, true)).toEqual({
      path: '/login-default',
    });
  });
});

describe('notification destinations (spec 9)', () => {
  it('gives every type a kind', () => {
    for (const type of ALL_NOTIFICATION_TYPES) expect(kindOf(type), type).toBeDefined();
    expect(kindOf('SOMETHING_ELSE')).toBeUndefined();
  });

  it('sends each type where the spec says', () => {
    for (const type of NOTIFICATION_TYPES.job)
      expect(destinationOf({ type, externalId: '42' })).toEqual({ path: '/jobs/42/details' });
    for (const type of NOTIFICATION_TYPES.rate)
      expect(destinationOf({ type, externalId: '42' })).toEqual({ path: '/jobs/42/rates' });
    for (const type of NOTIFICATION_TYPES.user) expect(destinationOf({ type })).toEqual({ path: '/users/settings' });
    expect(destinationOf({ type: 'NEW_MESSAGE', chatRoomId: 'r9' })).toEqual({ path: '/messages/r9' });
    expect(destinationOf({ type: 'TIME_TRACK_APPROVAL', externalId: '42' })).toEqual({
      path: '/rightToWorkRequests/pending',
      search: '?shiftFilter=readyForApprove',
    });
  });

  it('sends job-less notifications to the pending right-to-work list, ready for approval', () => {
    for (const n of [
      { type: 'JOB_CANCELLED', externalId: null },
      { type: 'UPLIFT_SUGGESTED' },
      { type: 'ANNOUNCEMENT' },
    ]) {
      expect(destinationOf(n)).toEqual({
        path: '/rightToWorkRequests/pending',
        search: '?shiftFilter=readyForApprove',
      });
    }
  });
});

describe('snooze (spec 4, 9)', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('sets notDisturbDate to now plus the chosen hours, and Enable clears it', () => {
    expect(SNOOZE_HOURS).toEqual([1, 3, 6, 12, 24, 168]);
    expect(snoozeUntil(1, now)).toBe('2026-03-01T11:00:00.000Z');
    expect(snoozeUntil(168, now)).toBe('2026-03-08T10:00:00.000Z');
    expect(snoozeUntil(0, now)).toBeNull();
  });

  it('counts as snoozed only while the date is in the future', () => {
    expect(isSnoozed('2026-03-01T10:00:01Z', now)).toBe(true);
    expect(isSnoozed('2026-03-01T10:00:00Z', now)).toBe(false);
    expect(isSnoozed(null, now)).toBe(false);
  });
});

describe('notification time groups', () => {
  const now = new Date('2026-03-05T10:00:00'); // a Thursday
  it('groups by relative time', () => {
    expect(timeGroupOf('2026-03-05T00:10:00', now)).toBe('Today');
    expect(timeGroupOf('2026-03-04T23:59:00', now)).toBe('Yesterday');
    expect(timeGroupOf('2026-03-02T09:00:00', now)).toBe('This week');
    expect(timeGroupOf('2026-03-01T09:00:00', now)).toBe('Earlier');
  });
});
