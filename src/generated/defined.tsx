/**
 * A view of a family that needs its full definition (its fields, rules and actions), given the family's shell: it
 * shows the loading page while the definition is fetched (providers/definitions.ts), once per family.
 */
import { Suspense, type ComponentType } from 'react';
import { useDefinition } from '../../providers/definitions';
import type { ResourceDefinition, Shelled } from '../../resources/define';
import { LoadingPage } from '../LoadingPage';

export function defined<P extends { def: ResourceDefinition }>(View: ComponentType<P>) {
  const Loaded = ({ name, props }: { name: string; props: Omit<P, 'def'> }) => (
    <View {...(props as P)} def={useDefinition(name)} />
  );
  const Defined = ({ def, ...props }: Omit<P, 'def'> & { def: Shelled }) => (
    <Suspense fallback={<LoadingPage />}>
      <Loaded name={def.name} props={props as Omit<P, 'def'>} />
    </Suspense>
  );
  Defined.displayName = `Defined(${View.displayName ?? View.name})`;
  return Defined;
}
