/**
 * The permission-error modal (spec 2.1): opens whenever a 403 is stored, says the role is missing permissions,
 * and lists them under View Details. Closing it empties the stored list.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { permissionErrors } from '../../providers/permissionErrors';
import { useMissingInWords } from '../useMissingInWords';

export function PermissionErrorModal() {
  const translate = useTranslate();
  const errors = useSyncExternalStore(permissionErrors.subscribe, permissionErrors.list);
  const [showDetails, setShowDetails] = useState(false);
  const inWords = useMissingInWords();
  const missing = inWords({
    missingPermissions: errors.flatMap((e) => e.missingPermissions),
    missingFeatures: errors.flatMap((e) => e.missingFeatures),
  });
  const close = () => {
    setShowDetails(false);
    permissionErrors.clear();
  };
  return (
    <Dialog open={errors.length > 0} onClose={close} aria-labelledby="permission-error-text">
      <DialogContent>
        <DialogContentText id="permission-error-text">{translate('bankshift.permission_error.text')}</DialogContentText>
        {showDetails && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('bankshift.permission_error.missing_permissions')}
            </Typography>
            <ol>
              {(missing.length ? missing : errors.map((e) => e.message)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {!showDetails && (
          <Button onClick={() => setShowDetails(true)}>{translate('bankshift.permission_error.view_details')}</Button>
        )}
        <Button onClick={close} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
