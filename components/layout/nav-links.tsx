'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/site';

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function isCurrent(pathname: string, href: string) {
  const here = trim(pathname);
  const target = trim(href);
  return target === '/' ? here === '/' : here === target || here.startsWith(`${target}/`);
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
            aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
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
