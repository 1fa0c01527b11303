/**
 * A nurse's right-to-work evidence, for the bank office to decide (/users/{id}/{requestId}, opened from New applicants):
 * who sent it and their membership, the document and when the permission it grants ends (flagged when it ends within
 * 30 days or has ended), the files (images shown, every file a download at its signed link) and the decision: approve,
 * decline or ban with a reason while it waits (the declared actions of righttoworkrequests), or who decided it, when
 * and why.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DOCUMENT_TYPES, EVIDENCE_DECISIONS, rightToWorkState, type EvidenceDecision } from '../../domain/rightToWork';
import { localDate } from '../../domain/time';
import type { RecordOf } from '../../resources/define';
import type evidenceDefinition from '../../resources/righttoworkrequests';
import { errorMessage } from '../../src/errorMessage';
import { Section } from '../../src/Section';
import { ActionButton } from '../../src/generated/ActionButton';
import { dayLabel, instantLabel } from '../../domain/dateLabels';
import { ApprovalChip, RightToWorkChip } from './StaffChips';
import './messages';

const T = 'bankshift.staff.evidence';
type Evidence = RecordOf<typeof evidenceDefinition>;

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Files({ evidence }: { evidence: Evidence }) {
  const translate = useTranslate();
  const files = evidence.files ?? [];
  if (!files.length) return <Typography variant="body2">{translate(`${T}.no_files`)}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ pl: 2, my: 0 }}>
        {files.map((file) => (
          <li key={file.url}>
            <Link href={file.url} download={file.name}>
              {translate(`${T}.file`, { name: file.name, type: file.type.toUpperCase(), size: size(file.size) })}
            </Link>
            {file.type !== 'pdf' && (
              <Box
                component="img"
                src={file.url}
                alt={translate(`${T}.scan`, { name: file.name })}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mt: 1, border: 1, borderColor: 'divider' }}
              />
            )}
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.links_expire`)}
      </Typography>
    </>
  );
}

function Decision({ evidence }: { evidence: Evidence }) {
  const translate = useTranslate();
  if (evidence.status === 'pending') {
    return (
      <>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.waiting`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(Object.keys(EVIDENCE_DECISIONS) as EvidenceDecision[]).map((decision) => (
            <ActionButton
              key={decision}
              resource="righttoworkrequests"
              action={decision}
              record={evidence}
              variant={decision === 'approve' ? 'contained' : 'outlined'}
              color={decision === 'ban' ? 'error' : 'primary'}
            />
          ))}
        </Box>
      </>
    );
  }
  const by = evidence.decider ? `${evidence.decider.firstname} ${evidence.decider.lastname}` : '—';
  return (
    <>
      <Typography variant="body2">
        {translate(`${T}.decided`, {
          status: translate(`${T}.status.${evidence.status}`),
          by,
          when: evidence.decidedAt ? instantLabel(evidence.decidedAt) : '—',
        })}
      </Typography>
      {evidence.decisionReason && (
        <Typography variant="body2">{translate(`${T}.reason`, { reason: evidence.decisionReason })}</Typography>
      )}
    </>
  );
}

export function EvidenceReviewPage() {
  const translate = useTranslate();
  const { id, requestId } = useParams();
  const {
    data: evidence,
    isPending,
    error,
    refetch,
  } = useGetOne<Evidence>('righttoworkrequests', { id: Number(requestId) }, { enabled: /^\d+$/.test(requestId ?? '') });
  const title = <Title title={translate(`${T}.title`)} />;
  if (isPending) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        {title}
        <CircularProgress aria-label={translate(`${T}.loading`)} />
      </Box>
    );
  }
  if (error || !evidence) {
    return (
      <Box sx={{ p: 2 }}>
        {title}
        <Alert severity="error" action={<Button onClick={() => refetch()}>{translate(`${T}.retry`)}</Button>}>
          {translate(`${T}.error`, { message: errorMessage(translate, error) })}
        </Alert>
      </Box>
    );
  }
  if (String(evidence.userId) !== id) {
    return (
      <Box sx={{ p: 2 }}>
        {title}
        <Alert severity="warning">{translate(`${T}.not_theirs`)}</Alert>
      </Box>
    );
  }
  const state = rightToWorkState(evidence.expiresOn, localDate(new Date()));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      {title}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {evidence.firstname} {evidence.lastname}
        </Typography>
        {evidence.status && <ApprovalChip status={evidence.status} />}
        <Link component={RouterLink} to="/rightToWorkRequests/pending" sx={{ ml: 'auto' }}>
          {translate(`${T}.back`)}
        </Link>
      </Box>
      <Section title={`${T}.applicant`}>
        <Box component="dl" sx={{ my: 0 }}>
          <Row label={translate(`${T}.email`)}>{evidence.email}</Row>
          <Row label={translate(`${T}.staff_number`)}>{evidence.staffNumber ?? '—'}</Row>
          <Row label={translate(`${T}.membership`)}>
            {evidence.memberStatus ? translate(`${T}.status.${evidence.memberStatus}`) : '—'}
          </Row>
        </Box>
        <Link component={RouterLink} to={`/users/${evidence.userId}`}>
          {translate(`${T}.profile`)}
        </Link>
      </Section>
      <Section title={`${T}.document`}>
        <Box component="dl" sx={{ my: 0 }}>
          <Row label={translate(`${T}.document`)}>
            {evidence.documentType ? DOCUMENT_TYPES[evidence.documentType] : '—'}
          </Row>
          <Row label={translate(`${T}.number`)}>{evidence.documentNumber}</Row>
          <Row label={translate(`${T}.ends`)}>
            {evidence.expiresOn ? dayLabel(evidence.expiresOn) : translate(`${T}.no_limit`)}{' '}
            {state !== 'valid' && state !== 'unlimited' && <RightToWorkChip size="small" state={state} />}
          </Row>
          <Row label={translate(`${T}.sent`)}>{instantLabel(evidence.createdAt)}</Row>
        </Box>
      </Section>
      <Section title={`${T}.files`}>
        <Files evidence={evidence} />
      </Section>
      <Section title={`${T}.decision`}>
        <Decision evidence={evidence} />
      </Section>
    </Box>
  );
}
