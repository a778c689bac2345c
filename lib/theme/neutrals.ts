// The neutral families a theme can pick: the page, cards, sunken panels, text, muted text and rules,
// for light and dark. `cool` is the sample site's blue-grey slate.
export type NeutralRoles = {
  canvas: string;
  surface: string;
  sunken: string;
  ink: string;
  muted: string;
  line: string;
};

export const neutralFamilies = {
  cool: {
    light: {
      canvas: '#f6f7f9',
      surface: '#ffffff',
      sunken: '#eceff3',
      ink: '#0c1220',
      muted: '#4a566b',
      line: '#d7dde6',
    },
    dark: {
      canvas: '#090e1a',
      surface: '#10182a',
      sunken: '#0c1322',
      ink: '#e6edf7',
      muted: '#a0aec4',
      line: '#243048',
    },
  },
  neutral: {
    light: {
      canvas: '#f7f7f7',
      surface: '#ffffff',
      sunken: '#eeeeee',
      ink: '#171717',
      muted: '#525252',
      line: '#dcdcdc',
    },
    dark: {
      canvas: '#0f0f0f',
      surface: '#1a1a1a',
      sunken: '#141414',
      ink: '#ededed',
      muted: '#a8a8a8',
      line: '#333333',
    },
  },
  warm: {
    light: {
      canvas: '#f8f6f3',
      surface: '#fffdfa',
      sunken: '#efebe5',
      ink: '#1f1a14',
      muted: '#5c5248',
      line: '#e0d9cf',
    },
    dark: {
      canvas: '#14110e',
      surface: '#1f1b16',
      sunken: '#191612',
      ink: '#f0ebe4',
      muted: '#b3a89a',
      line: '#3a332b',
    },
  },
} as const satisfies Record<string, { light: NeutralRoles; dark: NeutralRoles }>;

export type NeutralFamily = keyof typeof neutralFamilies;
