import {
  anchorAnimations,
  anchorEachFrameWhileParsing,
  firstLoadScript,
} from '@/components/intro/intro-clock';

// Stand-ins for the browser's Animation objects: only their start time (ms on the page clock,
// 0 = navigation start; null while waiting for the first frame) matters here.
const animations = (...starts: (number | null)[]) => starts.map((startTime) => ({ startTime }));
const rootOf = (list: { startTime: number | null }[]) => ({ getAnimations: () => list });

describe('the intro clock', () => {
  it('counts animations that started at a late first paint from the anchor instead', () => {
    const list = animations(1800, 2650);
    anchorAnimations(rootOf(list), 0);
    expect(list.map((a) => a.startTime)).toEqual([0, 0]);
  });

  it('starts animations still waiting for their first frame at the anchor', () => {
    const list = animations(null);
    anchorAnimations(rootOf(list), 1234);
    expect(list[0].startTime).toBe(1234);
  });

  it('never makes an animation that already started earlier start later', () => {
    const list = animations(0, 900);
    anchorAnimations(rootOf(list), 1500);
    expect(list.map((a) => a.startTime)).toEqual([0, 900]);
  });

  it('does nothing in a browser without the Web Animations API', () => {
    expect(() => anchorAnimations({}, 0)).not.toThrow();
    expect(() => anchorAnimations(null, 0)).not.toThrow();
  });

  it('anchors before every frame while the page is parsed, then stops', () => {
    const frames: FrameRequestCallback[] = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const anchor = jest.fn();
    const root = rootOf([]);
    anchorEachFrameWhileParsing(root, anchor);
    frames.shift()!(0);
    frames.shift()!(16);
    readyState.mockReturnValue('interactive');
    frames.shift()!(32);
    expect(anchor.mock.calls).toEqual([
      [root, 0],
      [root, 0],
      [root, 0],
    ]);
    expect(frames).toHaveLength(0);
    jest.restoreAllMocks();
  });

  it('runs inline and anchors the intro it opens to navigation start before the next frame', () => {
    const list = animations(2100, null);
    const frames: FrameRequestCallback[] = [];
    const run = new Function('document', 'requestAnimationFrame', firstLoadScript);
    run(
      {
        querySelector: (selector: string) => (selector === '[data-intro]' ? rootOf(list) : null),
        readyState: 'complete',
      },
      (callback: FrameRequestCallback) => frames.push(callback),
    );
    expect(list.map((a) => a.startTime)).toEqual([2100, null]);
    frames.shift()!(16);
    expect(list.map((a) => a.startTime)).toEqual([0, 0]);
  });
});
