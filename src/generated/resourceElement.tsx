/** The react-admin <Resource> of a definition, with the views its methods allow. */
import type { ComponentType, ReactElement } from 'react';
import { AccessDenied, CanAccess, Resource, ResourceContextProvider } from 'react-admin';
import type { FixedList, Shelled } from '../../resources/define';
import { lazyDefined } from './lazyDefined';
import { ReportAccessLoss } from './ReportAccessLoss';
import { viewFor, type ViewName } from './views';

const GeneratedList = lazyDefined(() => import('./GeneratedList'), 'GeneratedList');
const GeneratedShow = lazyDefined(() => import('./GeneratedShow'), 'GeneratedShow');
const GeneratedEdit = lazyDefined(() => import('./GeneratedEdit'), 'GeneratedEdit');
const GeneratedCreate = lazyDefined(() => import('./GeneratedCreate'), 'GeneratedCreate');
const CopyOf = lazyDefined(() => import('./copy'), 'CopyOf');

/**
 * A view shown only once canAccess allows it: react-admin's controllers would otherwise send their first
 * request before redirecting a refused role, and the API's 403 would open the permission-error modal. A role
 * that loses the access while the view is open is told by that modal (ReportAccessLoss).
 */
const guarded = (action: string, view: ReactElement) => (
  <>
    <ReportAccessLoss action={action} />
    <CanAccess action={action} accessDenied={<AccessDenied />}>
      {view}
    </CanAccess>
  </>
);

/**
 * A function, not a component: <Admin> reads the props of its <Resource> children. A family with no view at all
 * (views: false) gets no <Resource>, so that its path is Not Found rather than an empty page; the API still serves it.
 */
export function resourceElement(def: Shelled) {
  const view = (name: ViewName, action: string, generated: ComponentType<{ def: Shelled }>) => {
    const View = viewFor(def, name, generated);
    return View && guarded(action, <View />);
  };
  const views = {
    list: view('list', 'list', GeneratedList),
    show: view('show', 'show', GeneratedShow),
    edit: view('edit', 'edit', GeneratedEdit),
    create: view('create', 'create', GeneratedCreate),
  };
  if (!Object.values(views).some(Boolean)) return null;
  return <Resource key={def.name} name={def.name} recordRepresentation={def.recordRepresentation} {...views} />;
}

/**
 * The resource's list at a path of the spec's own (/trust-lists for trusts), or one of its fixed lists (a staff list's
 * tab); its records open at the resource's paths.
 */
export const GeneratedListAt = ({ def, fixed }: { def: Shelled; fixed?: FixedList }) => (
  <ResourceContextProvider value={def.name}>
    {guarded('list', <GeneratedList def={def} fixed={fixed} />)}
  </ResourceContextProvider>
);

/**
 * The resource's create or edit form at a path of the spec's own (/checklist/new, /checklist/edit/:id), or its create
 * form as a copy of the row of the path's :id (/role/copy/:id); a function, as above.
 */
export function generatedFormAt(def: Shelled, form: 'create' | 'edit' | 'copy') {
  const View = viewFor(def, form === 'edit' ? 'edit' : 'create', form === 'edit' ? GeneratedEdit : GeneratedCreate);
  if (!View) return undefined;
  const view =
    form === 'copy' ? (
      <CopyOf def={def}>
        <View />
      </CopyOf>
    ) : (
      <View />
    );
  return (
    <ResourceContextProvider value={def.name}>
      {guarded(form === 'edit' ? 'edit' : 'create', view)}
    </ResourceContextProvider>
  );
}
