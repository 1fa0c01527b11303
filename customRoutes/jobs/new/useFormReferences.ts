/** The reference lists the post-a-shift form picks from, scoped by the server to what the role may see. */
import { useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { BANDS, isBand, type Band } from '../../../domain/bands';
import { useSkillList } from '../../../src/useSkillList';

const ALL = { page: 1, perPage: 500 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

export interface Named {
  id: number;
  name: string;
  trustId?: number | null;
  careLocationId?: number;
}

/** The active care locations the role sees, by name. */
export const useCareLocations = () =>
  useGetList<Named>('care-locations', { pagination: ALL, sort: BY_NAME, filter: { isActive: true } });

/** `skills`: the skill catalogue too (the one-form page picks skills from it; the wizard and plans search their own). */
export function useFormReferences(careLocationId: number | '', { skills: withSkills = false } = {}) {
  const careLocations = useCareLocations();
  const trustId = careLocations.data?.find((c) => c.id === careLocationId)?.trustId ?? undefined;
  const departments = useGetList<Named>(
    'departments',
    { pagination: ALL, sort: BY_NAME, filter: { isActive: true, careLocationId } },
    { enabled: careLocationId !== '' },
  );
  const jobTitles = useGetList<Named>('job-title-types', {
    pagination: ALL,
    sort: BY_NAME,
    filter: { isActive: true, ...(trustId ? { trustId } : {}) },
  });
  // The trust's named shift times (master-shift-times, read whole), to fill the start and end in one click.
  const shiftTimes = useGetList<Named & { startTime: string; endTime: string }>(
    'master-shift-times',
    {
      pagination: ALL,
      sort: { field: 'position', order: 'ASC' },
      filter: { isActive: true, ...(trustId ? { trustId } : {}) },
    },
    { enabled: careLocationId !== '' },
  );
  const skills = useSkillList<Named>(
    { pagination: ALL, sort: BY_NAME, filter: { status: 'Active' } },
    { enabled: withSkills },
  );
  const trustBands = useGetList<{ id: number; bandTypeId: number; trustId: number }>('trust-band-types', {
    pagination: ALL,
    filter: { isActive: true, ...(trustId ? { trustId } : {}) },
  });
  const bandTypes = useGetMany<{ id: number; number: string }>(
    'band-types',
    { ids: [...new Set((trustBands.data ?? []).map((b) => b.bandTypeId))] },
    { enabled: !!trustBands.data?.length },
  );
  /** The trust's bands in Agenda for Change order; every band when the trust has none mapped. */
  const bands: Band[] = useMemo(() => {
    const own = (bandTypes.data ?? []).map((b) => b.number).filter(isBand);
    return own.length ? BANDS.filter((b) => own.includes(b)) : [...BANDS];
  }, [bandTypes.data]);
  /** A shift takes its trust's own skills and the shared catalogue. */
  const usableSkills = (skills.data ?? []).filter(
    (s) => s.trustId == null || trustId === undefined || s.trustId === trustId,
  );
  return {
    careLocations,
    departments,
    jobTitles,
    skills: { ...skills, data: usableSkills },
    bands,
    shiftTimes: shiftTimes.data ?? [],
    trustId,
    error: careLocations.error ?? jobTitles.error ?? skills.error ?? departments.error,
  };
}
