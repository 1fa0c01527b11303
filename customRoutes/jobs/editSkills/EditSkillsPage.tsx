/**
 * /jobs/{id}/editSkills: the skills a shift asks for (spec 3 Job skill): add one from the catalogue, change its
 * requirement (mandatory, recommended, not required) or learning opportunity, remove one after confirming.
 * Each change is one call to job-skills; a skill appears once per shift (spec 5).
 */
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCreate, useDelete, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useSkillList } from '../../../src/useSkillList';
import { useParams } from 'react-router-dom';
import { editRefusal } from '../../../domain/shifts';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { errorText } from '../jobPage/errorText';
import { JobPageFrame } from '../jobPage/JobPageFrame';
import type { JobSkill } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { SkillRequirementFields, type SkillRequirementValue } from '../jobPage/SkillRequirementFields';
import { useJob } from '../jobPage/useJob';
import '../pageMessages';

const NEW_SKILL: SkillRequirementValue = { requirement: 'mandatory', learningOpportunity: false };

export function EditSkillsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [deleteOne] = useDelete();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const { may } = useActingRole();
  // A cancelled or finished shift keeps its skills (the API refuses too: domain/shifts.ts editRefusal).
  const closed = !!job && !!editRefusal(job);
  const canEdit = may('EDIT_SHIFTS') && !!job && !closed;
  const catalogue = useSkillList<{ id: number; name: string; trustId: number | null }>(
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Active' } },
    { enabled: !!job && canEdit },
  );
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState<SkillRequirementValue>(NEW_SKILL);
  const [removing, setRemoving] = useState<JobSkill | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const skills = job?.skills ?? [];
  const options = (catalogue.data ?? []).filter(
    (s) => (s.trustId == null || s.trustId === job?.trustId) && !skills.some((j) => j.skillId === s.id),
  );

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      setFailure(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (!picked || !job) return;
    const ok = await run(
      () => create('job-skills', { data: { jobId: job.id, skillId: picked.id, ...adding } }, { returnPromise: true }),
      'bankshift.jobs.editSkills.added',
    );
    if (ok) {
      setPicked(null);
      setAdding(NEW_SKILL);
    }
  };
  const change = (s: JobSkill, body: Partial<Pick<JobSkill, 'requirement' | 'learningOpportunity'>>) =>
    run(
      () =>
        update(
          'job-skills',
          { id: s.id, data: body, previousData: s },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'bankshift.jobs.editSkills.saved',
    );
  const remove = async () => {
    if (!removing) return;
    await run(
      () =>
        deleteOne(
          'job-skills',
          { id: removing.id, previousData: removing },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      'bankshift.jobs.editSkills.removed',
    );
    setRemoving(null);
  };

  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate('bankshift.jobs.editSkills.title')}>
      {job && (
        <Card component="section" aria-label={translate('bankshift.jobs.editSkills.title')}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {translate('bankshift.jobs.editSkills.title')}
            </Typography>
            {!canEdit && (
              <Alert severity="info">
                {translate(
                  !closed
                    ? 'bankshift.jobs.editSkills.read_only'
                    : job.status === 'CANCELLED'
                      ? 'bankshift.jobs.editSkills.cancelled'
                      : 'bankshift.jobs.editSkills.finished',
                )}
              </Alert>
            )}
            <ErrorAlert message={failure} onClose={() => setFailure(null)} />
            {skills.length === 0 && (
              <Typography color="text.secondary">{translate('bankshift.jobs.new.skills_empty')}</Typography>
            )}
            <Box
              component="ul"
              aria-label={translate('bankshift.jobs.editSkills.list')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {skills.map((s) => (
                <Box
                  component="li"
                  key={s.id}
                  aria-label={s.name}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    flexWrap: 'wrap',
                    borderBottom: 1,
                    borderColor: 'divider',
                    pb: 1,
                  }}
                >
                  <Typography sx={{ flex: '1 1 240px' }}>{s.name}</Typography>
                  <SkillRequirementFields
                    value={s}
                    disabled={!canEdit || busy}
                    onChange={(patch) => change(s, patch)}
                  />
                  {canEdit && (
                    <IconButton
                      aria-label={translate('bankshift.jobs.new.remove_skill', { name: s.name })}
                      disabled={busy}
                      onClick={() => setRemoving(s)}
                    >
                      <Delete />
                    </IconButton>
                  )}
                </Box>
              ))}
            </Box>
            {canEdit && (
              <Box
                component="form"
                aria-label={translate('bankshift.jobs.editSkills.add')}
                onSubmit={(e) => (e.preventDefault(), add())}
                sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Autocomplete
                  sx={{ flex: '1 1 280px' }}
                  options={options}
                  loading={catalogue.isPending}
                  getOptionLabel={(o) => o.name}
                  value={picked}
                  onChange={(_, v) => setPicked(v)}
                  renderInput={(params) => <TextField {...params} label={translate('bankshift.jobs.new.add_skill')} />}
                  noOptionsText={translate('bankshift.jobs.new.no_skills')}
                />
                <SkillRequirementFields value={adding} onChange={(patch) => setAdding({ ...adding, ...patch })} />
                <Button type="submit" variant="contained" disabled={!picked || busy}>
                  {translate('bankshift.jobs.editSkills.add')}
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={!!removing}
        title="bankshift.jobs.editSkills.remove_title"
        content="bankshift.jobs.editSkills.remove_text"
        translateOptions={{ name: removing?.name ?? '' }}
        confirm="ra.action.delete"
        confirmColor="warning"
        loading={busy}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </JobPageFrame>
  );
}
