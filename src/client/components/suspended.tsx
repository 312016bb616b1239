import { type ReactNode, Suspense } from 'react';
import { Spinner } from './spinner';

/** A lazily loaded page with a spinner while its code arrives. */
export function suspended(node: ReactNode) {
  return <Suspense fallback={<Spinner label="Loading..." />}>{node}</Suspense>;
}
