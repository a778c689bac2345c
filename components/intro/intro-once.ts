// `intro: once` (content/home.yaml): the intro plays on the first visit to Home in a browser
// session and not again in it (the tab's sessionStorage; where storage is refused, every visit
// plays it, as `always`). A later first load ends it before the first paint: a classic inline
// script, last in the intro's section and before the marker that holds the first frame, runs as
// the parser reaches it (no stylesheet link comes before it, so it waits for nothing), marks the
// section done and finishes the intro's animations, at once and before every frame until the page
// is parsed: the reveals show and the panel is gone from the first frame on, with no rule the
// critical CSS would have to carry (it holds the rules the exported HTML uses, and that HTML is the
// running intro). Hydration and client-side visits then read the same record.

const KEY = 'intro-seen';

export function introSeen() {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markIntroSeen() {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused: the intro plays on every visit.
  }
}

/** The inline script, last in the intro's section. */
export const seenScript = `try{if(sessionStorage.getItem(${JSON.stringify(KEY)})==='1'){var s=document.currentScript.parentElement,f=function(){s.getAnimations({subtree:true}).forEach(function(a){try{a.finish()}catch(e){}})};s.dataset.intro='done';f();requestAnimationFrame(function r(){f();if(document.readyState==='loading')requestAnimationFrame(r)})}}catch(e){}`;
