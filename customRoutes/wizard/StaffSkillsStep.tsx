/**
 * The wizard's fifth step: what the chosen persona brings (getstaffpersonaskills), what the shift asks for, and a
 * live count of the nurses who could take it (find-a-staff: approved nurses of the trust who may work at the care
 * location, within the bands, holding every mandatory skill at its level), for a role that finds staff or posts
 * shifts (the count alone: domain/findStaff.ts COUNT_STAFF).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { checkAccess } from '../../domain/access';
import { draftJobSkills, type PostingDraft } from '../../domain/shiftWizard';
import { SHIFT_SKILLS_READ, SUPERVISION_LABELS, type SupervisionLevel } from '../../domain/skills';
import { COUNT_STAFF } from '../../domain/findStaff';
import { http } from '../../providers/httpClient';
import { useActingRole } from '../jobs/jobPage/useActingRole';
import type { Persona } from './PersonaStep';
import { useCanList } from '../../src/generated/references';
import type { StepProps } from './step';
import { useSkillNames } from './skillNames';

const T = 'bankshift.wizard.staff';

interface PersonaSkills {
  data: { skillId: number; name: string; level: SupervisionLevel }[];
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ flex: '1 1 320px' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The count find-a-staff answers for the draft's place, bands and mandatory skills. */
function useEligibleCount(draft: PostingDraft, enabled: boolean) {
  const mandatory = draftJobSkills(draft).filter((s) => s.requirement === 'mandatory');
  const query = {
    careLocationId: draft.careLocationId,
    bandFrom: draft.band?.from,
    bandTo: draft.band?.to,
    ...(mandatory.length ? { skills: mandatory.map((s) => `${s.skillId}:${s.level}`).join(',') } : {}),
    // The count alone: a role that posts shifts may count the nurses, not list them (COUNT_STAFF).
    $limit: 0,
  };
  return useQuery({
    queryKey: ['wizard-eligible', query],
    queryFn: ({ signal }) => http<{ total: number }>('find-a-staff', { query, signal }),
    enabled: enabled && !!draft.careLocationId,
  });
}

export function StaffSkillsStep({ draft }: StepProps) {
  const translate = useTranslate();
  const { role } = useActingRole();
  const { nameOf } = useSkillNames();
  const personaId = draft.personaId ?? undefined;
  const { canList: mayReadPersonas } = useCanList('staffpersonas');
  const persona = useGetOne<Persona>('staffpersonas', { id: personaId! }, { enabled: !!personaId && mayReadPersonas });
  const maySeeSkills = checkAccess(role, SHIFT_SKILLS_READ).allowed;
  const brings = useQuery({
    queryKey: ['wizard-persona-skills', personaId],
    queryFn: ({ signal }) =>
      http<PersonaSkills>('getstaffpersonaskills', { query: { staffPersonaId: personaId }, signal }),
    enabled: !!personaId && maySeeSkills,
  });
  const mayCount = checkAccess(role, COUNT_STAFF).allowed;
  const eligible = useEligibleCount(draft, mayCount);
  const asked = draftJobSkills(draft);
  const level = (l: SupervisionLevel) => translate(SUPERVISION_LABELS[l], { _: SUPERVISION_LABELS[l] });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {mayCount && (
        <Box role="status" aria-live="polite">
          {eligible.error ? (
            <Alert severity="error">
              {translate('bankshift.wizard.load_failed', {
                what: translate(`${T}.eligible`, { smart_count: 2 }),
                error: eligible.error.message,
              })}
            </Alert>
          ) : (
            <Alert severity="info">
              <strong>
                {eligible.data
                  ? translate(`${T}.eligible`, { smart_count: eligible.data.total })
                  : translate('bankshift.wizard.loading')}
              </strong>{' '}
              {translate(`${T}.eligible_hint`)}
            </Alert>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Panel
          title={
            personaId ? translate(`${T}.persona`, { name: persona.data?.name ?? '…' }) : translate(`${T}.no_persona`)
          }
        >
          {brings.error && (
            <Alert severity="error">
              {translate('bankshift.wizard.load_failed', {
                what: persona.data?.name ?? '',
                error: brings.error.message,
              })}
            </Alert>
          )}
          {personaId && brings.data && !brings.data.data.length && (
            <Typography>{translate(`${T}.persona_empty`)}</Typography>
          )}
          <List dense>
            {(brings.data?.data ?? []).map((s) => (
              <ListItem key={s.skillId}>
                <ListItemText primary={s.name} secondary={level(s.level)} />
              </ListItem>
            ))}
          </List>
        </Panel>
        <Panel title={translate(`${T}.asked`)}>
          {!asked.length && <Typography>{translate(`${T}.asked_empty`)}</Typography>}
          <List dense>
            {asked.map((s) => (
              <ListItem key={s.skillId}>
                <ListItemText
                  primary={nameOf(s.skillId)}
                  secondary={`${translate(`bankshift.jobs.jobPage.requirement.${s.requirement}`)} · ${level(s.level)}`}
                />
              </ListItem>
            ))}
          </List>
        </Panel>
      </Box>
    </Box>
  );
}
