'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { menu } from '@/lib/i18n/words/en/menu';
import type { NavItem } from './nav-links';
import { NavLinks } from './nav-links';

type MobileMenuProps = {
  items: readonly NavItem[];
  /** The language switcher, under the links (a site in several languages). */
  switcher?: ReactNode;
  /** The menu's words in another language (English is built in). */
  words?: typeof menu;
};

export function MobileMenu({ items, switcher, words = menu }: MobileMenuProps) {
  const pathname = usePathname();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-sunken"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{words.button}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label={words.nav}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-canvas shadow-lg"
      >
        <NavLinks
          items={items}
          onNavigate={() => setOpenOn(null)}
          className="container flex flex-col py-3"
          linkClassName="flex min-h-12 items-center border-l-2 border-transparent px-3 text-base font-medium text-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-ink"
        />
        {switcher}
      </nav>
    </div>
  );
}
