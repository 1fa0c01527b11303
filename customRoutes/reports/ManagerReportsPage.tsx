/**
 * /manager-reports, Shift Reports (spec 2.3; MANAGER with VIEW_MANAGER_REPORTS and the Reports feature): ask for one of
 * the six manager reports of a care location, and follow your requests as they are made, then download them.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Title, useTranslate } from 'react-admin';
import { ReportRequestList } from './ReportRequestList';
import { RequestReportForm } from './RequestReportForm';
import './messages';

export function ManagerReportsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title={translate('bankshift.reports.manager.title')} />
      <Card>
        <CardContent>
          <RequestReportForm />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ReportRequestList />
        </CardContent>
      </Card>
    </Box>
  );
}
