import type { ReactNode } from 'react';

type PageHeaderProps = { eyebrow: string; title: string; children?: ReactNode };

export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="max-w-3xl">
      <p className="font-mono text-eyebrow uppercase text-accent">{eyebrow}</p>
      <h1 className="mt-3 text-title font-semibold">{title}</h1>
      {children ? <div className="mt-5 text-lead text-muted">{children}</div> : null}
    </header>
  );
}
