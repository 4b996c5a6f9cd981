import { createContext, useContext, type ComponentType } from 'react';
import type { FieldSchema } from '../../../schemas/types';

/**
 * What a container block renders inside it (ContainerBody), handed down by the canvas: a block contains lists of
 * blocks, and passing the component keeps the three modules free of an import cycle.
 */
export const ContainerBodyContext = createContext<ComponentType<{ field: FieldSchema }> | null>(null);

export function useContainerBody(): ComponentType<{ field: FieldSchema }> {
  const Body = useContext(ContainerBodyContext);
  if (!Body) throw new Error('a container block outside the canvas');
  return Body;
}
