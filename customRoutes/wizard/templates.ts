/** The job templates the wizard offers for its draft's shape, and a draft with a template (and its skills) chosen. */
import { useGetList, useGetMany } from 'react-admin';
import { useCanList } from '../../src/generated/references';
import { isBand } from '../../domain/bands';
import type { DraftSkill, PostingDraft } from '../../domain/shiftWizard';
import { offeredTemplateIds } from '../../domain/templateOffers';
import type { TemplateMappingKey, TemplateSkill } from '../../domain/templates';

export interface JobTemplate {
  id: number;
  name: string;
  description?: string | null;
  templateSkills: TemplateSkill[];
}

type Mapping = Omit<TemplateMappingKey, 'trustId'> & { id: number; isDefault: boolean; jobTemplates: number[] };

/** The templates mapped to the draft's care location, role and band range (none until all three are chosen). */
export function useOfferedTemplates(draft: PostingDraft) {
  const { careLocationId, jobTitleTypeId, careSpecialityTypeId, band } = draft;
  const shape =
    careLocationId && jobTitleTypeId && isBand(band?.from) && isBand(band?.to)
      ? { careLocationId, jobTitleTypeId, careSpecialityTypeId, band: { from: band.from, to: band.to } }
      : null;
  // A role that may not read template mappings or templates is offered none (and asks for none).
  const mappingsReadable = useCanList('jobtemplatemappings').canList;
  const templatesReadable = useCanList('jobtemplates').canList;
  const readable = mappingsReadable && templatesReadable;
  const mappings = useGetList<Mapping>(
    'jobtemplatemappings',
    { pagination: { page: 1, perPage: 500 }, filter: { jobTitleId: jobTitleTypeId } },
    { enabled: !!shape && readable },
  );
  const ids = shape && readable && mappings.data ? offeredTemplateIds(mappings.data, shape) : [];
  const templates = useGetMany<JobTemplate>('jobtemplates', { ids }, { enabled: ids.length > 0 });
  const byId = new Map((templates.data ?? []).map((t) => [t.id, t]));
  return {
    ready: !!shape && readable,
    isPending: mappings.isPending || (ids.length > 0 && templates.isPending),
    error: mappings.error ?? templates.error,
    templates: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  };
}

/** The draft with `template` chosen (or none): its skills replace the last template's, the skills added stay. */
export function withTemplate(draft: PostingDraft, template: JobTemplate | null): PostingDraft {
  const added = draft.skills.filter((s) => s.from === 'added');
  const fromTemplate: DraftSkill[] = (template?.templateSkills ?? []).map(
    ({ skillId, requirement, level, learningOpportunity, selected }) => ({
      skillId,
      requirement,
      level,
      learningOpportunity,
      selected,
      from: 'template',
    }),
  );
  return { ...draft, jobTemplateId: template?.id ?? null, skills: [...fromTemplate, ...added] };
}
