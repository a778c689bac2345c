// A video loop's words (components/case-study/media/loop-video.tsx, a client component: its script
// holds only this slice; another language's is passed as its `words` prop).
export const video = {
  pause: 'Pause Video',
  play: 'Play Video',
  captions: 'Captions',
  cannotPlay: 'Your browser cannot play this video here:',
  openFile: 'open the file',
};
