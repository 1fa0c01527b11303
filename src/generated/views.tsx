/**
 * A resource's own views: `resources/<name>/views.tsx` exports a ResourceViews that replaces generated views one by
 * one (a view it names is used instead of the generated one). A definition with `views: false` gets no generated view
 * at all: its screens are bespoke, its <Resource> only names its records.
 * A views.tsx is console code; the server reads only the definition beside it (index.ts). Heavy views load with
 * lazyComponent, so that the module stays small for the console's first download.
 */
import type { ComponentType } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useGetOne, type RaRecord } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import type { Method, Shelled } from '../../resources/define';

export type ViewName = 'list' | 'show' | 'edit' | 'create';
/** The verbs a view needs. */
export type ViewMethod = Exclude<Method, 'remove'>;

/** A view that shows nothing of its own: it sends the visitor to a bespoke screen. */
export type RedirectView = ComponentType & { redirect: true };

export type ResourceViews = Partial<Record<ViewName, ComponentType | RedirectView>>;

/** A view that sends /<name>/:id/... to a bespoke screen's path (given the record id, when the view has one). */
export function redirectTo(path: (id: string | undefined) => string): RedirectView {
  const Redirect = () => <Navigate to={path(useParams().id)} replace />;
  return Object.assign(Redirect, { redirect: true as const });
}

/** A view that sends /<name>/:id/... to a bespoke screen's path made from the record (its nurse's profile, say). */
export function redirectToRecord(resource: string, path: (record: RaRecord) => string, fallback: string): RedirectView {
  const Redirect = () => {
    const { id } = useParams();
    const { data, error } = useGetOne(resource, { id: id! });
    if (error) return <Navigate to={fallback} replace />;
    return data ? <Navigate to={path(data)} replace /> : <CircularProgress aria-label="Loading" />;
  };
  return Object.assign(Redirect, { redirect: true as const });
}

const modules = import.meta.glob<{ default: ResourceViews }>('../../resources/*/views.tsx', { eager: true });

export const viewsOf = (name: string): ResourceViews => modules[`../../resources/${name}/views.tsx`]?.default ?? {};

/** Each view of a resource, the verb it needs and its path. */
export const VIEWS: readonly { view: ViewName; method: ViewMethod; path: (name: string) => string }[] = [
  { view: 'list', method: 'find', path: (name) => `/${name}` },
  { view: 'create', method: 'create', path: (name) => `/${name}/create` },
  { view: 'edit', method: 'patch', path: (name) => `/${name}/:id` },
  { view: 'show', method: 'get', path: (name) => `/${name}/:id/show` },
];

/** The resource's view of each kind: its own, else the generated one where the definition allows, else none. */
export function viewFor(def: Shelled, view: ViewName, generated: ComponentType<{ def: Shelled }>) {
  const method = VIEWS.find((v) => v.view === view)!.method;
  if (!def.methods.includes(method)) return undefined;
  const own = viewsOf(def.name)[view];
  if (own) return own;
  if (!def.views) return undefined;
  const Generated = generated;
  return () => <Generated def={def} />;
}

/**
 * The screens a resource shows (its redirects aside), and the verb each needs: what the accessibility sweep visits. A
 * copy form (formPaths.copy) is a screen of its own: the create form filled from a row.
 */
export function screensOf(def: Shelled): { path: string; method: ViewMethod }[] {
  const screens = VIEWS.filter(({ view, method }) => {
    if (!def.methods.includes(method)) return false;
    const own = viewsOf(def.name)[view];
    return own ? !('redirect' in own) : def.views;
  }).map(({ path, method }) => ({ path: path(def.name), method }));
  const creates = screens.some((s) => s.method === 'create');
  return def.formPaths.copy && creates
    ? [...screens, { path: def.formPaths.copy, method: 'create' as const }]
    : screens;
}
