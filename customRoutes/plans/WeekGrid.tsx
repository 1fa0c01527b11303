/**
 * A plan's week as a table: one row per area (department), one column per day (its date too, for a dated week), each
 * cell its planned shifts (shift name and times, bands and places, the nurse named on it), each with the actions a
 * builder gives it (by its place in the plan).
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { bandRange } from '../../domain/bands';
import { PLAN_DAY_NAMES, planGrid, planWeek, type PlannedShift } from '../../domain/shiftPlan';

interface Props {
  rows: (PlannedShift & { personName?: string })[];
  areas: { id: number; name: string }[];
  /** The week's Monday, for a plan of a given week: each day's head gives its date. */
  weekStart?: string;
  actions?: (index: number) => ReactNode;
}

export function WeekGrid({ rows, areas, weekStart, actions }: Props) {
  const translate = useTranslate();
  const grid = planGrid(rows.map((row, index) => ({ ...row, index })));
  const dates = weekStart ? planWeek(weekStart) : [];
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
            {PLAN_DAY_NAMES.map((day, i) => (
              <TableCell key={day} component="th" scope="col">
                {day}
                {dates[i] && (
                  <Typography variant="body2" color="text.secondary">
                    {dates[i]}
                  </Typography>
                )}
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
                    <Box
                      component="ul"
                      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
                    >
                      {cell.map((shift) => (
                        <li key={shift.index}>
                          <Typography variant="body2">
                            {translate('bankshift.plans.grid.shift', {
                              shift: shift.shift,
                              start: shift.shiftTime.start,
                              end: shift.shiftTime.end,
                            })}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {translate('bankshift.plans.grid.detail', {
                              band: bandRange(shift.jobPostData.band?.from, shift.jobPostData.band?.to) || '—',
                              smart_count: shift.jobPostData.vacancies ?? 1,
                            })}
                          </Typography>
                          {shift.personId && (
                            <Typography variant="body2">
                              {translate('bankshift.plans.grid.named', {
                                name: shift.personName ?? `#${shift.personId}`,
                              })}
                            </Typography>
                          )}
                          {actions?.(shift.index)}
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
