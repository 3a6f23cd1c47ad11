import { type ComponentType, createElement } from 'react';
import { type IslandName, type IslandProps, islandLoaders, islandNames, writeIslandProps } from '#shared/islands.ts';

/** Every island's component, from the one registry (shared/islands.ts); filled by loadIslands() at start. */
const components = new Map<IslandName, ComponentType<never>>();

/**
 * Loads every island's module once, before the first render: the registry's loaders are asynchronous (the
 * browser fetches most islands on demand), a render is not. The server's entry points and the test setup
 * call it.
 */
export async function loadIslands(): Promise<void> {
  await Promise.all(
    islandNames.map(async (name) => {
      const { default: component } = await islandLoaders[name]();
      components.set(name, component);
    }),
  );
}

/**
 * Marks a widget for hydration: the server renders it as usual and records its name and props, which
 * client/entry.tsx reads back. Props travel in a data attribute, so React's attribute escaping makes a
 * "</script>" break-out impossible by construction.
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
}: {
  name: N;
  props: IslandProps<N>;
  className?: string;
}) {
  const component = components.get(name);
  if (!component) throw new Error(`island ${name} rendered before loadIslands() finished`);
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-props={writeIslandProps(name, props)}
    >
      {/* The registry pairs the name with this component, whose props are IslandProps<N>; TypeScript cannot
          follow that pairing through the generic, hence the widened type. */}
      {createElement(component as ComponentType<object>, props)}
    </div>
  );
}
