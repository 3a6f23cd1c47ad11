import { type ReactNode, useEffect } from 'react';

/**
 * Renders its children as they are and reports once React has committed them, their effects (an island's
 * event listeners) included: a child's effects run before its parent's.
 */
export function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
