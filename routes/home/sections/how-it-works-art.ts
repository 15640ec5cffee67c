/**
 * One small drawing per step of how it works, each above a track of four marks filled up to its step, so the row
 * of cards reads as one process from first call to work getting done. Decorative: each card names its step.
 */
import { box, dot, line, path, type Drawing, type Shape } from '../../_lib/art/drawing';

const track = (step: number): Shape[] => [0, 1, 2, 3].map((i) => box(6 + i * 28, 64, 24, 4, i <= step ? { fill: 'accent', stroke: 'accent' } : { fill: 'muted', stroke: 'muted' }, 2));

const step = (n: number, shapes: Shape[]): Drawing => ({ width: 120, height: 72, shapes: [...shapes, ...track(n)] });

export const STEP_DRAWINGS: Drawing[] = [
  // Discovery Call: a conversation.
  step(0, [
    box(6, 6, 58, 28, { fill: 'paper', stroke: 'ink' }, 8),
    path([[16, 34], [14, 44], [28, 34]], { fill: 'paper', stroke: 'ink' }),
    line(16, 16, 50, 16, 'ink'),
    line(16, 25, 38, 25, 'muted'),
    box(56, 22, 56, 26, { fill: 'accentSoft', stroke: 'accent' }, 8),
    path([[98, 48], [102, 56], [88, 48]], { fill: 'accentSoft', stroke: 'accent' }),
    line(66, 31, 100, 31, 'ink'),
    line(66, 39, 88, 39, 'ink'),
  ]),
  // Needs Assessment: a close look at how the week runs.
  step(1, [
    ...[0, 1, 2, 3].flatMap((col) => [0, 1, 2].map((row) => box(6 + col * 17, 6 + row * 16, 13, 11, (col * 3 + row) % 4 === 1 ? { fill: 'muted', stroke: 'muted' } : { stroke: 'muted' }, 2))),
    dot(86, 28, 16, { fill: 'paper', stroke: 'ink' }),
    box(78, 22, 16, 11, { fill: 'accent', stroke: 'accent' }, 2),
    line(98, 40, 112, 54, 'ink'),
  ]),
  // Strategy & Tactical Plan: a written route to a goal.
  step(2, [
    box(6, 4, 46, 54, { fill: 'paper', stroke: 'ink' }),
    line(14, 15, 40, 15, 'ink'),
    line(14, 25, 44, 25, 'muted'),
    line(14, 34, 36, 34, 'muted'),
    line(14, 43, 42, 43, 'muted'),
    dot(64, 48, 4, { fill: 'ink', stroke: 'ink' }),
    path([[64, 48], [80, 36], [92, 42], [104, 22]], { stroke: 'accent', dashed: true }),
    line(104, 22, 104, 4, 'ink'),
    path([[104, 5], [116, 9], [104, 13]], { fill: 'accent', stroke: 'accent' }, true),
  ]),
  // Implementation: the list getting done.
  step(3, [
    ...[0, 1, 2].flatMap((row) => {
      const y = 8 + row * 17;
      const done = row < 2;
      return [
        box(6, y, 12, 12, done ? { fill: 'accent', stroke: 'accent' } : { fill: 'paper', stroke: 'ink' }, 3),
        ...(done ? [path([[9, y + 6], [11.5, y + 8.5], [15, y + 3.5]], { stroke: 'ink' })] : []),
        line(26, y + 6, row === 1 ? 84 : 100, y + 6, done ? 'ink' : 'muted'),
      ];
    }),
  ]),
];
