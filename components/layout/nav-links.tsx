'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
/** A link of the main navigation, its href already in the page's language. */
export type NavItem = { label: string; href: string };

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// Home (`/`, or `/de/` in another language) is the link every other one starts with: it is current
// on itself only.
function isCurrent(pathname: string, href: string, items: readonly NavItem[]) {
  const here = trim(pathname);
  const target = trim(href);
  const home = items.every((item) => trim(item.href).startsWith(target));
  return home ? here === target : here === target || here.startsWith(`${target}/`);
}

type NavLinksProps = {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

export function NavLinks({ items, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            aria-current={isCurrent(pathname, item.href, items) ? 'page' : undefined}
            className={linkClassName}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
