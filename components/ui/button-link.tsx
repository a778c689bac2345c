import Link from 'next/link';
import type { ComponentProps } from 'react';

const variants = {
  primary:
    'bg-accent text-accent-ink shadow-sm hover:bg-accent-strong hover:shadow-md active:translate-y-px',
  secondary:
    'border border-line bg-surface text-ink hover:border-ink/40 hover:bg-sunken active:translate-y-px',
};

export const buttonClasses = (variant: keyof typeof variants = 'primary', className = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition motion-reduce:transition-none ${variants[variant]} ${className}`;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof variants };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
