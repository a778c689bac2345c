'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The address of the page being printed. The exported HTML holds `site` (the site's own address):
 * one 404.html answers every unknown path, so only the browser knows the page's address.
 */
export function PageAddress({ site }: { site: string }) {
  // Renders again after each client-side navigation, which changes the address.
  usePathname();
  const href = useSyncExternalStore(
    subscribe,
    () => `${window.location.origin}${window.location.pathname}`,
    () => site,
  );
  return <span>{href}</span>;
}
