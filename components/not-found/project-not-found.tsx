import { ButtonLink } from '../ui/button-link';

export function ProjectNotFound() {
  return (
    <div className="container flex flex-col items-start py-section">
      <p className="font-mono text-eyebrow uppercase text-accent">Error 404</p>
      <h1 className="mt-3 text-title font-semibold">Project not found</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        This case study does not exist or has moved. The full list of projects is one click away.
      </p>
      <ButtonLink href="/portfolio/" className="mt-8">
        Return to Portfolio
      </ButtonLink>
    </div>
  );
}
