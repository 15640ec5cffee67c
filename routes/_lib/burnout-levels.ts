/**
 * The five burnout levels: the home page's thermometer offers them, the burnout self-check scores to them, and both
 * end with the same next steps (routes/_layout/burnout-next-steps.tsx).
 */
export type BurnoutLevelNumber = 1 | 2 | 3 | 4 | 5;

export interface BurnoutLevel {
  level: BurnoutLevelNumber;
  label: string;
  emoji: string;
  colour: string;
  message: string;
}

export const burnoutLevels: BurnoutLevel[] = [
  {
    level: 1,
    label: 'Crushing It',
    emoji: '😎',
    colour: '#16a34a',
    message:
      'Energy, clear priorities and room to think: brilliant. This is the moment to build the systems that keep it that way, so the next growth spurt does not quietly eat the headroom you have worked hard to create.',
  },
  {
    level: 2,
    label: 'Pretty Good',
    emoji: '🙂',
    colour: '#65a30d',
    message:
      'Mostly on top of things, with the odd week that gets away from you. Notice which tasks keep landing back on your desk; those are usually the first ones worth handing over, before carrying them becomes a habit.',
  },
  {
    level: 3,
    label: 'Managing',
    emoji: '😐',
    colour: '#d97706',
    message:
      'Every plate is still spinning, but there is not much slack left. Managing is fine for a quarter; it is tiring for a year. A short conversation about what to delegate first can make next month feel very different.',
  },
  {
    level: 4,
    label: 'Struggling',
    emoji: '😟',
    colour: '#ea580c',
    message:
      'Long days, short nights and a to-do list growing faster than you can clear it. That is not a personal failing; it is a workload problem, and workload problems have practical fixes. Let us talk through yours.',
  },
  {
    level: 5,
    label: 'Burnt Out',
    emoji: '🥵',
    colour: '#dc2626',
    message:
      'Running on empty is hard, and you do not have to sort it out alone. Please talk to someone you trust, and if exhaustion, poor sleep or low mood have persisted, see your GP. We can help lighten the load when you are ready.',
  },
];

/** The calls to action after a level is chosen: the services for levels 1-2, a call for 3-5, the full assessment beside either. */
export const BURNOUT_ACTIONS = { assessment: 'Take the full assessment', services: 'Explore our services', booking: 'Talk it through with us' };
