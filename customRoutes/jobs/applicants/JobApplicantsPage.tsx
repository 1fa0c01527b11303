/**
 * /jobs/{id}/applicants: a shift's applications. Managers confirm (409 when every vacancy is taken) or reject (after
 * confirming) them, offer the shift to a named nurse, and open a chat with a nurse about the shift (spec 7.1, 8).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCanAccess, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/constants';
import { bookingRefusal, releaseRefusal } from '../../../domain/shifts';
import { useAct } from '../../../src/generated/useAct';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { errorText } from '../jobPage/errorText';
import { JobPageFrame, PageState } from '../jobPage/JobPageFrame';
import type { Applicant } from '../jobPage/types';
import { useActingRole } from '../jobPage/useActingRole';
import { useJob } from '../jobPage/useJob';
import { ApplicantsTable } from './ApplicantsTable';
import { OfferDialog } from './OfferDialog';
import { useAddToChat } from './useAddToChat';
import { useLiveUpdates } from '../../../src/useLiveUpdates';
import '../pageMessages';

const PER_PAGE = PAGE_SIZES.default;

export function JobApplicantsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { act } = useAct('applications');
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  useLiveUpdates(['applications']);
  const { may } = useActingRole();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'applications', action: 'list' });
  const [page, setPage] = useState(1);
  const list = useGetList<Applicant>(
    'applications',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'createdAt', order: 'ASC' }, filter: { jobId: job?.id } },
    { enabled: !!job && !!canAccess },
  );
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  const [offering, setOffering] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const chat = useAddToChat(job?.id ?? 0);

  const decide = async (a: Applicant, status: 'confirmed' | 'rejected') => {
    setBusy(true);
    setActionError(null);
    try {
      // The applications' declared actions (resources/applications): their rule is the server's.
      await act({ id: a.id, action: status === 'confirmed' ? 'confirm' : 'reject' });
      notify(status === 'confirmed' ? 'bankshift.jobs.applicants.confirmed' : 'bankshift.jobs.applicants.rejected', {
        type: 'success',
      });
    } catch (e) {
      setActionError(errorText(e));
      // Read the shift and its applications again (useAct does on success): a refusal may come from a change made
      // elsewhere, and a decision whose answer timed out may still have been made.
      refresh();
    } finally {
      setBusy(false);
      setRejecting(null);
    }
  };

  const canDecide = may('CONFIRM_APPLICANTS') && !!job && job.status !== 'CANCELLED';
  // A booking stays once its shift has started or moved on (the API refuses too: domain/shifts.ts releaseRefusal).
  const canRelease = !!job && !releaseRefusal(job, new Date(), false);
  // Whether the shift takes one more booking now, as the API decides (domain/shifts.ts); a full one says how to take more.
  const refusal = job ? bookingRefusal(job, new Date()) : null;
  const full = !!job && job.status === 'APPROVED' && job.confirmedCount >= job.vacancies;
  const canOffer = may('CONFIRM_APPLICANTS') && !!job && !refusal;

  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate('bankshift.jobs.applicants.title')}>
      {job && (
        <Card component="section" aria-label={translate('bankshift.jobs.applicants.title')}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {translate('bankshift.jobs.applicants.title')}
              </Typography>
              <Typography color="text.secondary">
                {translate('bankshift.jobs.details.booked')}:{' '}
                {translate('bankshift.jobs.details.booked_of', {
                  confirmed: job.confirmedCount,
                  vacancies: job.vacancies,
                })}
              </Typography>
              {canOffer && (
                <Button variant="contained" onClick={() => setOffering(true)}>
                  {translate('bankshift.jobs.applicants.offer_button')}
                </Button>
              )}
            </Box>
            {refusal && !full && (
              <Alert severity="info">
                {translate('bankshift.jobs.applicants.closed', {
                  status: translate(`bankshift.jobs.jobPage.status.${job.status}`),
                  progress: translate(`bankshift.jobs.jobPage.progress.${job.progress}`),
                })}
              </Alert>
            )}
            {full && <Alert severity="info">{translate('bankshift.jobs.applicants.full')}</Alert>}
            <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
            <ErrorAlert message={chat.error} onClose={chat.clearError} />
            {!checking && !canAccess ? (
              <Alert severity="warning">{translate('bankshift.jobs.details.applicants_hidden')}</Alert>
            ) : (
              <>
                <PageState isPending={checking || list.isPending} error={list.error} />
                {list.data && list.total === 0 && (
                  <Typography color="text.secondary">{translate('bankshift.jobs.applicants.empty')}</Typography>
                )}
                {list.data && list.data.length > 0 && (
                  <ApplicantsTable
                    rows={list.data}
                    total={list.total ?? 0}
                    page={page}
                    perPage={PER_PAGE}
                    onPage={setPage}
                    actions={{
                      canDecide,
                      canBook: !refusal,
                      canRelease,
                      canChat: may('CREATE_CHAT'),
                      busy,
                      chatPending: chat.pending,
                      onConfirm: (a) => decide(a, 'confirmed'),
                      onReject: setRejecting,
                      onChat: (a) => chat.addToChat(a.userId),
                    }}
                  />
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
      {job && offering && <OfferDialog job={job} open onClose={() => setOffering(false)} />}
      <Confirm
        isOpen={!!rejecting}
        title="bankshift.jobs.applicants.reject_title"
        content="bankshift.jobs.applicants.reject_text"
        translateOptions={{ name: rejecting?.nurse ? `${rejecting.nurse.firstname} ${rejecting.nurse.lastname}` : '' }}
        confirm="bankshift.jobs.applicants.reject"
        confirmColor="warning"
        loading={busy}
        onConfirm={() => rejecting && decide(rejecting, 'rejected')}
        onClose={() => setRejecting(null)}
      />
    </JobPageFrame>
  );
}
