/**
 * A plan's week as a table: one row per area (department), one column per day, each cell its planned shifts (shift
 * name and times, bands and places).
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PLAN_DAY_NAMES, planGrid, type PlannedShift } from '../../domain/shiftPlan';

export function WeekGrid({ rows, areas }: { rows: PlannedShift[]; areas: { id: number; name: string }[] }) {
  const translate = useTranslate();
  const grid = planGrid(rows);
  const named = new Map(areas.map((a) => [a.id, a.name]));
  const areaIds = [...new Set([...areas.map((a) => a.id).filter((id) => grid.has(id)), ...grid.keys()])];
  return (
    <TableContainer>
      <Table size="small">
        <caption>{translate('bankshift.plans.grid.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('bankshift.plans.grid.area')}
            </TableCell>
            {PLAN_DAY_NAMES.map((day) => (
              <TableCell key={day} component="th" scope="col">
                {day}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {areaIds.map((areaId) => (
            <TableRow key={areaId}>
              <TableCell component="th" scope="row">
                {named.get(areaId) ?? `#${areaId}`}
              </TableCell>
              {grid.get(areaId)!.map((cell, day) => (
                <TableCell key={day} sx={{ verticalAlign: 'top' }}>
                  {cell.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      —
                    </Typography>
                  ) : (
                    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
                      {cell.map((shift, i) => (
                        <li key={i}>
                          <Typography variant="body2">
                            {translate('bankshift.plans.grid.shift', { shift: shift.shift, start: shift.shiftTime.start, end: shift.shiftTime.end })}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {translate('bankshift.plans.grid.detail', {
                              from: shift.jobPostData.band?.from ?? '?',
                              to: shift.jobPostData.band?.to ?? '?',
                              smart_count: shift.jobPostData.vacancies ?? 1,
                            })}
                          </Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {areaIds.length === 0 && (
            <TableRow>
              <TableCell colSpan={PLAN_DAY_NAMES.length + 1}>{translate('bankshift.plans.grid.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
