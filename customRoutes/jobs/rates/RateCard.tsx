/** A shift's rate, by kind of hours (domain/rates.ts ShiftRate): where each rate comes from, and what the shift pays. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ShiftRate } from '../../../domain/shiftRate';
import { Section } from '../../../src/Section';
import { gbp } from './money';

const T = 'bankshift.jobs.rates';

export function RateCard({ rate, openPlaces }: { rate: ShiftRate; openPlaces: number }) {
  const translate = useTranslate();
  const notes = [
    translate(`${T}.tier`, { tier: rate.tier, percent: rate.tierPercent }),
    rate.uplift > 0 && translate(`${T}.uplift`, { amount: gbp(rate.uplift) }),
    rate.autoIncrease > 0 && translate(`${T}.auto_increase`, { amount: gbp(rate.autoIncrease) }),
    translate(`${T}.average`, { amount: gbp(rate.averageHourlyRate), hours: rate.hours }),
    translate(`${T}.open_places`, { count: openPlaces }),
  ].filter(Boolean);
  return (
    <Section title={`${T}.rate`}>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${T}.rate_intro`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.rate`)}>
        <TableHead>
          <TableRow>
            {['kind', 'hours', 'source', 'base_rate', 'hourly_rate', 'pay'].map((c) => (
              <TableCell key={c} align={['kind', 'source'].includes(c) ? 'left' : 'right'}>
                {translate(`${T}.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rate.lines.map((line) => (
            <TableRow key={line.kind}>
              <TableCell>{translate(`${T}.kinds.${line.kind}`)}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell>{translate(`${T}.sources.${line.source}`)}</TableCell>
              <TableCell align="right">{gbp(line.baseRate)}</TableCell>
              <TableCell align="right">{gbp(line.hourlyRate)}</TableCell>
              <TableCell align="right">{gbp(line.pay)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
              {translate(`${T}.total`)}
            </TableCell>
            <TableCell align="right">{rate.hours}</TableCell>
            <TableCell colSpan={3} />
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {gbp(rate.pay)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography component="ul" sx={{ pl: 2, mb: 0, mt: 1 }}>
        {notes.map((note) => (
          <li key={String(note)}>{note}</li>
        ))}
      </Typography>
    </Section>
  );
}
