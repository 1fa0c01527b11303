/** Why a nurse scores what they score (domain/matching.ts): each factor's weight, value and points, and the skills sought as they hold them. */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { meetsLevel } from '../../../domain/personas';
import type { Candidate, CandidateSkill } from './types';

const T = 'bankshift.jobs.candidates';
const percent = (v: number) => `${Math.round(v * 100)} %`;

function heldText(s: CandidateSkill, translate: ReturnType<typeof useTranslate>) {
  if (!s.held) return translate(`${T}.not_held`);
  const level = translate(`${T}.levels.${s.held}`);
  return s.endorsed ? level : translate(`${T}.waiting`, { level });
}

export function CandidateBreakdown({
  candidate,
  name,
  place,
}: {
  candidate: Candidate;
  name: string;
  place: 'shift' | 'careLocation';
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 2fr' }, gap: 3, py: 1 }}>
      <Table size="small">
        <caption>{translate(`${T}.breakdown`, { name })}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.factor`)}</TableCell>
            <TableCell align="right">{translate(`${T}.weight`)}</TableCell>
            <TableCell align="right">{translate(`${T}.value`)}</TableCell>
            <TableCell align="right">{translate(`${T}.points`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidate.factors.map((f) => (
            <TableRow key={f.factor}>
              <TableCell component="th" scope="row">
                {translate(`${T}.factors.${f.factor}`)}
              </TableCell>
              <TableCell align="right">{f.weight}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {percent(f.value)}
              </TableCell>
              <TableCell align="right">{f.points.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box>
        {candidate.skills.length > 0 && (
          <Table size="small">
            <caption>{translate(place === 'shift' ? `${T}.skills` : `${T}.skills_sought`, { name })}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.skill`)}</TableCell>
                <TableCell>{translate(`${T}.requirement`)}</TableCell>
                <TableCell>{translate(`${T}.asked`)}</TableCell>
                <TableCell>{translate(`${T}.held`)}</TableCell>
                <TableCell>{translate(`${T}.met`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {candidate.skills.map((s) => (
                <TableRow key={s.skillId}>
                  <TableCell component="th" scope="row">
                    {s.name}
                  </TableCell>
                  <TableCell>
                    {translate(`bankshift.jobs.jobPage.requirement.${s.requirement}`)}
                    {s.learningOpportunity ? `, ${translate(`${T}.learning`)}` : ''}
                  </TableCell>
                  <TableCell>{translate(`${T}.levels.${s.level}`)}</TableCell>
                  <TableCell>{heldText(s, translate)}</TableCell>
                  <TableCell>
                    {translate(`${T}.${s.held && s.endorsed && meetsLevel(s.held, s.level) ? 'yes' : 'no'}`)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(place === 'shift' ? `${T}.experience` : `${T}.experience_care_location`, {
            department: candidate.shiftsInDepartment,
            careLocation: candidate.shiftsInCareLocation,
            hours: candidate.recentHours,
          })}
        </Typography>
      </Box>
    </Box>
  );
}
