/**
 * A generated view fetched the first time it is shown, with the full definition of the family it shows (./defined.tsx),
 * given the family's shell: the definitions' loaders stay out of the console's first download too.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { ResourceDefinition, Shelled } from '../../resources/define';
import { lazyComponent } from '../lazyComponent';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are kept by ComponentProps<C>
type Shown<C extends ComponentType<any>> = ComponentType<Omit<ComponentProps<C>, 'def'> & { def: Shelled }>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are kept by ComponentProps<C>
export function lazyDefined<K extends string, C extends ComponentType<any>>(
  load: () => Promise<{ [name in K]: C }>,
  name: K,
): Shown<C> {
  return lazyComponent(async () => {
    const [module, { defined }] = await Promise.all([load(), import('./defined')]);
    return { [name]: defined(module[name] as ComponentType<{ def: ResourceDefinition }>) } as unknown as {
      [name in K]: Shown<C>;
    };
  }, name) as Shown<C>;
}
