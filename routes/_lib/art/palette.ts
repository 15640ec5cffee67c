/**
 * The one palette and the one line style of every illustration, diagram and cover. The colours are the site's own
 * (the @theme block of client/styles.css; tests/unit/art.test.ts keeps the two equal): navy for structure, greys
 * for context, orange for the hours and work a sidekick takes on.
 */
export const PALETTE = {
  white: '#ffffff',
  'ink-50': '#f5f7fb',
  'ink-100': '#e9edf5',
  'ink-200': '#d3dae8',
  'ink-300': '#b4bfd4',
  'ink-500': '#66748f',
  'ink-600': '#4d5a73',
  'ink-700': '#3a465d',
  'ink-800': '#253049',
  'ink-900': '#16203a',
  'ink-950': '#0b1324',
  'accent-100': '#feedc7',
  'accent-400': '#fbbf4a',
  'accent-500': '#f5a524',
  'accent-600': '#d97f0b',
} as const;

/**
 * What a colour means in a drawing. A drawing names roles, never colours, so the same drawing reads on a light
 * section and on the navy hero.
 */
export type Role = 'paper' | 'ink' | 'text' | 'muted' | 'faint' | 'accent' | 'accentSoft';
export type Tone = 'light' | 'dark';

export const TONES: Record<Tone, Record<Role, string>> = {
  light: {
    paper: PALETTE.white,
    ink: PALETTE['ink-900'],
    text: PALETTE['ink-700'],
    muted: PALETTE['ink-200'],
    faint: PALETTE['ink-100'],
    accent: PALETTE['accent-500'],
    accentSoft: PALETTE['accent-100'],
  },
  dark: {
    paper: PALETTE['ink-950'],
    ink: PALETTE['ink-100'],
    text: PALETTE['ink-300'],
    muted: PALETTE['ink-700'],
    faint: PALETTE['ink-800'],
    accent: PALETTE['accent-400'],
    accentSoft: PALETTE['accent-600'],
  },
};

/** Lines are 2 px at any size (non-scaling strokes), with round ends and joins; dashes mark hours that have moved. */
export const LINE = { width: 2, dash: '5 6', radius: 4 } as const;
