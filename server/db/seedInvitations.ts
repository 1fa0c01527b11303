/**
 * The demo's invitations to manage a trust (issue 12): one pending and one expired at Northfield, one pending at
 * Southgate, and the pending one of Westbrook's first admin (its setup half-way: seedDraftTrust). Their links were never sent, so nobody holds their tokens: resending one emails a working link.
 */
import type { Knex } from 'knex';
import { INVITATION_DAYS } from '../../domain/managers';
import { newToken } from '../tokens';

const DAY = 86_400_000;

export async function seedInvitations(trx: Knex.Transaction) {
  const roleOf = (trust: string, role: string) =>
    trx('trust_roles as tr')
      .join('trusts as t', 't.id', 'tr.trustId')
      .where({ 't.name': trust, 'tr.role': role })
      .first('tr.id', 'tr.trustId');
  const userOf = async (email: string) => (await trx('users').where({ email }).first('id')).id as number;
  const place = async (name: string) => (await trx('care_locations').where({ name }).first('id')).id as number;
  const sentDaysAgo = (days: number) => ({
    sentAt: new Date(Date.now() - days * DAY),
    expiresAt: new Date(Date.now() + (INVITATION_DAYS - days) * DAY),
  });
  const invitations: {
    trust: string;
    role: string;
    who: [string, string];
    by: string;
    careLocation?: string;
    sentAt: Date;
    expiresAt: Date;
  }[] = [
    {
      trust: 'Northfield NHS Trust',
      role: 'Ward Clerk',
      who: ['Olivia', 'Grant'],
      by: 'trustadmin',
      careLocation: 'Northfield General Hospital',
      ...sentDaysAgo(2),
    },
    {
      trust: 'Northfield NHS Trust',
      role: 'Rate Manager',
      who: ['Marcus', 'Hill'],
      by: 'trustadmin',
      ...sentDaysAgo(10),
    },
    {
      trust: 'Southgate NHS Trust',
      role: 'Bank Officer Manager',
      who: ['Ella', 'Price'],
      by: 'southadmin',
      ...sentDaysAgo(1),
    },
    { trust: 'Westbrook NHS Trust', role: 'Trust Admin', who: ['Noah', 'Carter'], by: 'superadmin', ...sentDaysAgo(1) },
  ];
  for (const { trust, role, who, by, careLocation, sentAt, expiresAt } of invitations) {
    const { id: trustRoleId, trustId } = await roleOf(trust, role);
    await trx('manager_invitations').insert({
      trustId,
      trustRoleId,
      careLocationId: careLocation ? await place(careLocation) : null,
      firstname: who[0],
      lastname: who[1],
      email: `${who.join('.').toLowerCase()}@bankshift.test`,
      tokenHash: newToken().hash,
      sentAt,
      expiresAt,
      createdAt: sentAt,
      invitedBy: await userOf(`${by}@bankshift.test`),
    });
  }
}
