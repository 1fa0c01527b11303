/** The skills the wizard names: the catalogue the role sees (its trust's and the shared one), by id. */
import { useCanList } from '../../src/generated/references';
import { useSkillList } from '../../src/useSkillList';

export interface SkillName {
  id: number;
  name: string;
  trustId?: number | null;
}

export function useSkillNames() {
  const skills = useSkillList<SkillName>(
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Active' } },
    { enabled: useCanList('skills').canList },
  );
  const names = new Map((skills.data ?? []).map((s) => [s.id, s.name]));
  return { ...skills, nameOf: (id: number) => names.get(id) ?? `#${id}` };
}
