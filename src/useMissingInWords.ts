/**
 * What a role misses, as people read it: each permission by its name in the role editor ('View chart reports', not
 * VIEW_CHART_REPORTS) and each trust feature by its name. One wording for the refused pages and the permission-error
 * modal.
 */
import { useTranslate } from 'react-admin';
import { permissionName } from '../domain/permissions';

export interface Missing {
  missingPermissions?: readonly string[];
  missingFeatures?: readonly string[];
}

export function useMissingInWords() {
  const translate = useTranslate();
  return ({ missingPermissions = [], missingFeatures = [] }: Missing): string[] => [
    ...[...new Set(missingPermissions)].map(permissionName),
    ...[...new Set(missingFeatures)].map((feature) =>
      translate('bankshift.permission_error.missing_feature', { feature }),
    ),
  ];
}
