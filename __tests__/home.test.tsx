import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/(default)/page';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page', () => {
  it('features three projects in the specified order, each linking to its case study', () => {
    render(<HomePage />);
    const featured = section('Featured Projects');
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ProfitEngine Center', 'Atlas Base', 'FocusGate Project Management']);
    expect(
      within(featured)
        .getAllByRole('link', { name: /^View Project/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/portfolio/profitengine-center/',
      '/portfolio/atlas-base/',
      '/portfolio/focusgate-project-management/',
    ]);
  });

  it('lists the three core capabilities', () => {
    render(<HomePage />);
    const capabilities = section('Core Capabilities');
    expect(
      within(capabilities)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['UX & Digital Design', 'Prototyping & Engineering', 'Manufacturing & Logistics']);
  });

  it('closes with a call to action that leads to the contact page', () => {
    render(<HomePage />);
    const cta = section('Have an ambitious idea');
    expect(within(cta).getByText("Let's build it together.")).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Contact Me' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
