import { fitInside, placeName } from './label-fit';

const frame = { left: 0, top: 0, right: 300, bottom: 200 };
/** A name 60 × 16 px centred under its point, 10 px below it (as the searched point's name is drawn). */
const under = (x: number, y: number) => ({ left: x - 30, right: x + 30, top: y + 10, bottom: y + 26 });

describe('fitInside (a map name kept whole inside the frame)', () => {
  it('leaves a name that is already inside where it is', () => {
    expect(fitInside(under(150, 100), { x: 150, y: 100 }, frame)).toEqual({ dx: 0, dy: 0, hidden: false });
  });

  it('slides a name in from the left or right edge, still over its point, 4 px from the edge', () => {
    expect(fitInside(under(10, 100), { x: 10, y: 100 }, frame)).toEqual({ dx: 24, dy: 0, hidden: false });
    expect(fitInside(under(290, 100), { x: 290, y: 100 }, frame)).toEqual({ dx: -24, dy: 0, hidden: false });
  });

  it('puts a name that would cross the bottom edge above its point, at the same distance', () => {
    // Point at y 180: the name would span 190–206; above, it spans 154–170 (10 px above the point).
    expect(fitInside(under(150, 180), { x: 150, y: 180 }, frame)).toEqual({ dx: 0, dy: -36, hidden: false });
  });

  it('hides a name whose point is off the frame or in its margin', () => {
    expect(fitInside(under(-5, 100), { x: -5, y: 100 }, frame).hidden).toBe(true);
    expect(fitInside(under(150, 198), { x: 150, y: 198 }, frame).hidden).toBe(true);
  });

  it('hides a name wider than the frame', () => {
    const wide = { left: -100, right: 400, top: 110, bottom: 126 };
    expect(fitInside(wide, { x: 150, y: 100 }, frame).hidden).toBe(true);
  });
});

describe('placeName (a map name clear of markers, groups, buttons and other names)', () => {
  const point = { x: 150, y: 100 };
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

  it('keeps its own place when nothing is in the way', () => {
    expect(placeName(under(150, 100), point, frame, [box(0, 0, 40, 30)])).toEqual({
      dx: 0,
      dy: 0,
      hidden: false,
    });
  });

  it('goes above its point when a group sits below it', () => {
    // A group's badge just below the point (112–140): the name goes to 74–90, 10 px above the point.
    const fit = placeName(under(150, 100), point, frame, [box(130, 112, 170, 140)]);
    expect(fit).toEqual({ dx: 0, dy: -36, hidden: false });
  });

  it('goes beside its point when groups sit below and above it, the right side first', () => {
    const fit = placeName(under(150, 100), point, frame, [box(120, 110, 180, 130), box(120, 70, 180, 90)]);
    // To the right: its left side 10 px right of the point, its middle at the point's height.
    expect(fit).toEqual({ dx: 40, dy: -18, hidden: false });
  });

  it('is hidden when every place around its point is taken', () => {
    expect(placeName(under(150, 100), point, frame, [box(0, 0, 300, 200)]).hidden).toBe(true);
  });
});
