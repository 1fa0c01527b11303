/** The skills the wizard names: the catalogue the role sees (its trust's and the shared one), by id. */
import { useGetList } from 'react-admin';
import { useCanList } from '../../src/generated/references';

export interface SkillName {
  id: number;
  name: string;
  trustId?: number | null;
}

export function useSkillNames() {
  const skills = useGetList<SkillName>(
    'skills',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Active' } },
    { enabled: useCanList('skills').canList },
  );
  const names = new Map((skills.data ?? []).map((s) => [s.id, s.name]));
  return { ...skills, nameOf: (id: number) => names.get(id) ?? `#${id}` };
}
