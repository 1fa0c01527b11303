/**
 * Legacy /old/* pages (spec 2.4, 6): the super admin's only; everyone else goes to the jobs list. The super admin,
 * who belongs to no trust, chooses the institution these pages work in (sent as x-institutionid, spec 7).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import { isSuperAdmin, type ActingRole } from '../domain/access';
import { LEGACY_FALLBACK } from '../domain/routes';
import { session } from '../providers/session';
import { NotBuiltPage } from './NotBuiltPage';

function InstitutionPicker() {
  const translate = useTranslate();
  const [chosen, setChosen] = useState(() => session.legacyInstitutionId());
  const institutions = session.account()?.managerInstitutions ?? [];
  if (!institutions.length) return null;
  return (
    <TextField
      select
      size="small"
      sx={{ mt: 2, minWidth: 280 }}
      label={translate('bankshift.legacy.institution')}
      helperText={translate('bankshift.legacy.institution_help')}
      value={chosen ?? ''}
      onChange={(e) => {
        session.setLegacyInstitution(Number(e.target.value));
        setChosen(Number(e.target.value));
      }}
    >
      {institutions.map((i) => (
        <MenuItem key={i.id} value={i.id}>
          {i.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LegacyPage() {
  const { permissions: role, isPending } = usePermissions<ActingRole | undefined>();
  if (isPending) return null;
  if (!role || !isSuperAdmin(role)) return <Navigate to={LEGACY_FALLBACK} replace />;
  return (
    <>
      <InstitutionPicker />
      <NotBuiltPage />
    </>
  );
}
