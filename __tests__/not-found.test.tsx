import { render, screen } from '@testing-library/react';
import { NotFoundPage } from '@/components/pages/not-found-page';

const NotFound = () => <NotFoundPage lang="en" />;
import { NotFoundMessage } from '@/components/not-found/not-found-message';

const visit = (path: string) => window.history.replaceState(null, '', path);

describe('404 page', () => {
  afterEach(() => visit('/'));

  it('shows Project not found with a way back under /portfolio/', () => {
    visit('/portfolio/no-such-id/');
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
  });

  it('shows a general message with a link home for any other path', () => {
    visit('/no-such-page/');
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute('href', '/');
  });

  it('shows the general message for the portfolio list itself', () => {
    visit('/portfolio/');
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('404 message under a base path', () => {
  afterEach(() => visit('/'));

  it('shows Project not found for a case study address after the base path', () => {
    visit('/portfolio/portfolio/no-such-id/');
    render(<NotFoundMessage basePath="/portfolio" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Project not found' }),
    ).toBeInTheDocument();
  });

  it('shows the general message when only the base path looks like /portfolio/', () => {
    visit('/portfolio/no-such-page/');
    render(<NotFoundMessage basePath="/portfolio" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
