/**
 * The permissions of a role, picked from the catalogue (GET get-all-permissions) in its groups. Each shows the trust
 * feature it needs; one the role's trust lacks, or one the editor's role could not grant (domain/granting.ts), is shown
 * but cannot be picked. One already held stays, and may be taken away.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate } from 'react-admin';
import { inGroups, type CataloguePermission } from '../../domain/granting';
import { http } from '../../providers/httpClient';
import { session } from '../../providers/session';
import { errorMessage } from '../../src/errorMessage';
import { useApiCall } from '../../src/useApiCall';
import './messages';

const T = 'bankshift.roles';

interface Offered extends CataloguePermission {
  /** Whether the role's trust has the feature it needs (null: no trust chosen yet). */
  featureEnabled: boolean | null;
  grantable: boolean;
}

/** Why a permission cannot be picked, as a text key with its values; null when it can. */
function refusalOf(p: Offered): [string, object] | null {
  if (p.featureEnabled === false) return [`${T}.needs_feature`, { feature: p.feature }];
  return p.grantable ? null : [`${T}.not_held`, {}];
}

export function PermissionPicker({ trustId, disabled = false }: { trustId: number | null; disabled?: boolean }) {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const { field } = useInput<string[]>({ source: 'permissions', defaultValue: [] });
  const { data, error, isPending } = useQuery({
    queryKey: ['get-all-permissions', trustId, session.roleId()],
    queryFn: ({ signal }) =>
      apiCall(() => http<Offered[]>('get-all-permissions', { query: trustId ? { trustId } : {}, signal })),
    retry: false,
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.permissions_loading`)} />;
  if (error)
    return (
      <Alert severity="error">{translate(`${T}.permissions_error`, { message: errorMessage(translate, error) })}</Alert>
    );
  const held = new Set(field.value ?? []);
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...held, value] : [...held].filter((p) => p !== value));
  return (
    <Box component="fieldset" aria-labelledby="permissions-legend" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="h6" id="permissions-legend">
        {translate(`${T}.permissions`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.permissions_count`, { held: held.size, all: data.length })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 2, mt: 1 }}>
        {inGroups(data).map(([group, permissions]) => (
          <Box
            key={group}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1 }}
          >
            <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
              {group}
            </Typography>
            {permissions.map((p) => {
              const refusal = refusalOf(p);
              const checked = held.has(p.value);
              const help = `permission-${p.value}-help`;
              return (
                <Box key={p.value}>
                  {/* A label that wraps grows its row downwards, the box at its first line; its help text below it. */}
                  <FormControlLabel
                    label={p.label}
                    disabled={disabled || (!checked && !!refusal)}
                    sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiFormControlLabel-label': { pt: 0.5 } }}
                    control={
                      <Checkbox
                        sx={{ py: 0.5 }}
                        checked={checked}
                        onChange={(event) => toggle(p.value, event.target.checked)}
                        slotProps={{ input: { 'aria-describedby': help } }}
                      />
                    }
                  />
                  <FormHelperText id={help} sx={{ mt: 0, ml: 4 }}>
                    {[
                      p.value,
                      p.feature && translate(`${T}.feature`, { feature: p.feature }),
                      refusal && translate(...refusal),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </FormHelperText>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
