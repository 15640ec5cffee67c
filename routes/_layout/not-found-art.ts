/**
 * The not-found page's drawing: a route on a street grid that sets off solid, turns into the dashed orange of
 * unfinished work and ends at an empty, dashed circle where the page should have been. Decorative.
 */
import { dot, line, path, type Drawing } from '../_lib/art/drawing';

export const notFoundDrawing: Drawing = {
  width: 240,
  height: 120,
  shapes: [
    ...[40, 80, 120, 160, 200].map((x) => line(x, 8, x, 112, 'faint')),
    ...[28, 60, 92].map((y) => line(8, y, 232, y, 'faint')),
    path([[20, 92], [60, 92], [60, 60], [100, 60]], { stroke: 'ink' }),
    path([[100, 60], [140, 60], [140, 28], [192, 28]], { stroke: 'accent', dashed: true }),
    dot(20, 92, 6, { fill: 'ink', stroke: 'ink' }),
    dot(100, 60, 4, { fill: 'accent', stroke: 'accent' }),
    dot(208, 28, 14, { stroke: 'accent', dashed: true }),
  ],
};
