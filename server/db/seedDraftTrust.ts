/**
 * The demo's trust half-way through its setup (issue 12, domain/trustSetup.ts): Westbrook NHS Trust, a draft whose
 * care locations, bands and job titles are saved (step 2) and whose features and first admin are under way (step 3): a few features on,
 * its admin (Noah Carter) invited and not yet accepted (seedInvitations, after this). The super admin resumes it from the
 * trust list.
 */
import type { Knex } from 'knex';
import { seedBuiltInRoles } from './seedRoles';

export async function seedDraftTrust(trx: Knex.Transaction) {
  const json = (v: unknown) => JSON.stringify(v);
  const [{ id: trustId }] = await trx('trusts')
    .insert({
      name: 'Westbrook NHS Trust',
      abbreviatedName: 'WBT',
      isLive: false,
      isTrainingTrust: false,
      setupStep: 'features',
      email: 'bank@wbt.nhs.test',
    })
    .returning('id');
  const [{ id: careLocationId }] = await trx('care_locations')
    .insert({ trustId, name: 'Westbrook District Hospital', code: 'WDH' })
    .returning('id');
  await trx('departments').insert(
    ['Medical Ward', 'Surgical Ward', 'Day Surgery Unit'].map((name, i) => ({
      trustId,
      careLocationId,
      name,
      costCode: `WDH-${100 + i}`,
    })),
  );
  const [{ id: administrativeGroupId }] = await trx('adminstrative_groups')
    .insert({ trustId, name: 'Hospital Services' })
    .returning('id');
  await trx('trust_heirarchy').insert({ trustId, administrativeGroupId, careLocationId });
  const bands = await trx('band_types').whereIn('number', ['5', '6']).pluck('id');
  await trx('trust_band_types').insert(bands.map((bandTypeId: number) => ({ trustId, bandTypeId })));
  await trx('job_title_types').insert([
    { trustId, name: 'Staff Nurse', code: 'RN' },
    { trustId, name: 'Healthcare Assistant', code: 'HCA' },
  ]);
  await trx('feature_lists').insert({ trustId, features: json(['Post a shift and post similar', 'Reports']) });
  await seedBuiltInRoles(trx, trustId);
}
