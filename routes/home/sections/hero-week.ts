/**
 * The hero's drawing: a leader's Monday to Friday, 8am to 9pm. Solid blocks stay with the leader; dashed orange
 * blocks are the hours that move, and each of those hours reappears as an orange square in the sidekick's column,
 * so the squares and the 20+ below them count the same hours.
 */
import { box, label, line, path, type Drawing, type Shape } from '../../_lib/art/drawing';
import { SITE } from '../../_lib/site-config';
import { heroWeek } from '../content';

type Block = [start: number, hours: number];

/** Per day: what stays with the leader, and what moves to the sidekick. */
const WEEK: { stays: Block[]; moves: Block[] }[] = [
  { stays: [[9, 1.5], [11, 2], [14, 2.5]], moves: [[8, 1], [13, 1], [16.5, 1.5], [18.5, 1.5]] },
  { stays: [[8.5, 2], [12, 1.5], [15, 2]], moves: [[10.5, 1.5], [17, 1], [19, 2]] },
  { stays: [[9, 3], [13.5, 2]], moves: [[8, 1], [12, 1.5], [16, 1], [18, 2.5]] },
  { stays: [[8, 1.5], [10, 2], [14, 2.5]], moves: [[12, 1.5], [17, 1], [19, 1.5]] },
  { stays: [[9, 2], [12, 2]], moves: [[11, 1], [14.5, 1.5]] },
];

export const MOVED_HOURS = WEEK.flatMap((d) => d.moves).reduce((sum, [, hours]) => sum + hours, 0);

const WIDTH = 560;
const HEIGHT = 440;
const TOP = 56;
const HOUR = 23;
const START = 8;
const END = 21;
const EVENING = 18;
const y = (hour: number) => TOP + (hour - START) * HOUR;
const COLUMN = 52;
const GAP = 12;
const LEFT = 44;
const x = (day: number) => LEFT + day * (COLUMN + GAP);
const TRAY = 400;
const SQUARE = 22;
const SQUARE_GAP = 8;

const result = SITE.typicalResults.find((r) => r.label === 'Hours saved per week')!.value;

function week(): Shape[] {
  const right = x(4) + COLUMN;
  const shapes: Shape[] = [
    box(LEFT - 6, y(EVENING), right - LEFT + 12, y(END) - y(EVENING), { fill: 'faint' }, 6),
    label(0, 22, heroWeek.yourWeek, 18, 'ink', 'start', 700),
    ...heroWeek.times.map((t) => label(LEFT - 8, y(t.hour) + 5, t.text, 13, 'text', 'end')),
  ];
  WEEK.forEach((day, d) => {
    shapes.push(label(x(d) + COLUMN / 2, TOP - 10, heroWeek.days[d]!, 14, 'text', 'middle'));
    for (const [start, hours] of day.stays) shapes.push(box(x(d), y(start) + 2, COLUMN, hours * HOUR - 4, { fill: 'muted', stroke: 'muted' }));
    for (const [start, hours] of day.moves) shapes.push(box(x(d) + 1, y(start) + 2, COLUMN - 2, hours * HOUR - 4, { stroke: 'accent', dashed: true }));
  });
  return shapes;
}

function sidekick(): Shape[] {
  const squares = Math.floor(MOVED_HOURS);
  const shapes: Shape[] = [label(TRAY, 22, heroWeek.sidekick, 18, 'ink', 'start', 700)];
  for (let i = 0; i < squares; i++) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    shapes.push(box(TRAY + col * (SQUARE + SQUARE_GAP), TOP + row * (SQUARE + SQUARE_GAP), SQUARE, SQUARE, { fill: 'accent', stroke: 'accent' }));
  }
  const below = TOP + Math.ceil(squares / 4) * (SQUARE + SQUARE_GAP) + 44;
  shapes.push(label(TRAY, below, result, 44, 'accent', 'start', 700), label(TRAY, below + 26, heroWeek.saved, 15, 'ink'));
  // The hand-over: from the evening blocks to the sidekick's column.
  const from: [number, number] = [x(4) + COLUMN + 10, y(19)];
  const to: [number, number] = [TRAY - 14, TOP + 70];
  shapes.push(path([from, [from[0] + 12, from[1]], [to[0] - 12, to[1]], to], { stroke: 'accent', dashed: true }), path([[to[0] - 7, to[1] - 6], to, [to[0] - 7, to[1] + 6]], { stroke: 'accent' }));
  return shapes;
}

function legend(): Shape[] {
  const top = HEIGHT - 22;
  return [
    box(LEFT, top - 11, 22, 14, { fill: 'muted', stroke: 'muted' }),
    label(LEFT + 32, top, heroWeek.stays, 15, 'text'),
    box(LEFT + 190, top - 11, 22, 14, { stroke: 'accent', dashed: true }),
    label(LEFT + 222, top, heroWeek.moves, 15, 'text'),
    line(0, HEIGHT - 50, WIDTH, HEIGHT - 50, 'faint'),
  ];
}

export const heroWeekDrawing: Drawing = { width: WIDTH, height: HEIGHT, shapes: [...week(), ...sidekick(), ...legend()] };
