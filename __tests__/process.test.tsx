import { render, screen, within } from '@testing-library/react';
import ProcessPage from '@/app/(default)/process/page';

describe('Process page', () => {
  it('is titled From Concept to Creation', () => {
    render(<ProcessPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'From Concept to Creation' }),
    ).toBeInTheDocument();
  });

  it('shows the five numbered steps in order, each with a description', () => {
    render(<ProcessPage />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Concept & Strategy',
      'Design & UX',
      'Prototyping & Engineering',
      'Manufacturing & Logistics',
      'Launch & Marketing',
    ]);
    steps.forEach((step, index) => {
      expect(step).toHaveTextContent(String(index + 1).padStart(2, '0'));
      expect(within(step).getByRole('paragraph').textContent!.length).toBeGreaterThan(40);
    });
  });
});
