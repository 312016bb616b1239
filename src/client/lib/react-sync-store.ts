// The router's `use-sync-external-store/shim` is for React before 18; React has the hook itself.
export { useSyncExternalStore } from 'react';
