import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProcessGallery } from '@/components/case-study/process-gallery';
import { getProject } from '@/lib/content/projects';
import { installDialog } from './support/dialog';

const images = getProject('atlas-base')!.processImages;

beforeEach(installDialog);

function setup() {
  const user = userEvent.setup();
  render(<ProcessGallery images={images} />);
  const links = screen.getAllByRole('link', { name: /^Process step \d+/ });
  const open = async (n: number) => {
    await user.click(links[n - 1]);
    return screen.getByRole('dialog');
  };
  return { user, links, open };
}

const shownStep = (dialog: HTMLElement) => ({
  caption: within(dialog).getByText(/^Process step \d+ of \d+$/).textContent,
  image: within(dialog).getByRole('img').getAttribute('alt'),
});

describe('process image lightbox', () => {
  it('links each process image to its full-size file', () => {
    const { links } = setup();
    expect(links.map((link) => link.getAttribute('href'))).toEqual(images.map((i) => i.src));
  });

  it('loads no image in the lightbox until it opens', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(images.length);
  });

  it('opens on the chosen image with its caption and focus on Close', async () => {
    const { open } = setup();
    const dialog = await open(2);
    expect(dialog).toHaveAccessibleName('Process step 2 of 3');
    expect(shownStep(dialog)).toEqual({ caption: 'Process step 2 of 3', image: 'Process step 2' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves with the arrow keys and wraps around at both ends', async () => {
    const { user, open } = setup();
    const dialog = await open(3);
    await user.keyboard('{ArrowRight}');
    expect(shownStep(dialog).image).toBe('Process step 1');
    await user.keyboard('{ArrowLeft}');
    expect(shownStep(dialog).image).toBe('Process step 3');
    await user.keyboard('{ArrowLeft}');
    expect(shownStep(dialog)).toEqual({ caption: 'Process step 2 of 3', image: 'Process step 2' });
  });

  it('moves with the Previous and Next buttons', async () => {
    const { user, open } = setup();
    const dialog = await open(1);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(shownStep(dialog).image).toBe('Process step 2');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(shownStep(dialog).image).toBe('Process step 3');
  });

  it('closes with Close and returns focus to the image that opened it', async () => {
    const { user, links, open } = setup();
    const dialog = await open(2);
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(links[1]).toHaveFocus();
    expect(screen.getAllByRole('img')).toHaveLength(images.length);
  });

  it('opens again when the image is chosen before the browser has reported the close', async () => {
    installDialog({ closeEventLater: true });
    const { links, open } = setup();
    const dialog = (await open(2)) as HTMLDialogElement;
    act(() => dialog.close());
    fireEvent.click(links[1]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(shownStep(dialog)).toEqual({ caption: 'Process step 2 of 3', image: 'Process step 2' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('leaves a modified click to the browser (a new tab for the file)', async () => {
    const { user, links } = setup();
    const leftToBrowser: boolean[] = [];
    // Runs after the component's handler; then stops jsdom, which cannot navigate.
    const onClick = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    await user.keyboard('{Control>}');
    await user.click(links[0]);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', onClick);
    expect(leftToBrowser).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
