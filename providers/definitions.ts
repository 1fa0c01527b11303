/**
 * Families' full definitions, each fetched the first time a screen needs it (its fields, rules and actions): the
 * console's first download holds only their shells (./resources.ts).
 */
import { use } from 'react';
import type { ResourceDefinition } from '../resources/define';

const modules = import.meta.glob<{ default: ResourceDefinition }>('../resources/*/index.ts');

/** A definition's promise, marked as React marks the promises it has seen settle: use() reads a fulfilled one at once. */
type Loading = Promise<ResourceDefinition> & { status?: 'fulfilled'; value?: ResourceDefinition };

const loading = new Map<string, Loading>();

/** The family's definition, fetched once. */
export function loadDefinition(name: string): Promise<ResourceDefinition> {
  let promise = loading.get(name);
  if (!promise) {
    const load = modules[`../resources/${name}/index.ts`];
    const loaded: Loading = load ? load().then((m) => m.default) : Promise.reject(new Error(`No resource ${name}`));
    loaded.then(
      (def) => Object.assign(loaded, { status: 'fulfilled', value: def }),
      () => undefined,
    );
    loading.set(name, (promise = loaded));
  }
  return promise;
}

/** The family's definition; suspends the component (under its screen's Suspense) until it has come. */
export const useDefinition = (name: string): ResourceDefinition => use(loadDefinition(name));
