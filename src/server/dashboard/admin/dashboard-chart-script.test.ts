import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SCRIPT } from './dashboard-chart-script';

interface AxisOpts {
  values: (u: unknown, splits: number[]) => string[];
}

/** Runs the served script against a page holding `figures`; answers each chart's x-axis labels. */
function xLabels(figures: unknown): Record<string, string[]> {
  const drawn: Record<string, string[]> = {};
  const element = (id: string) => ({ id, clientWidth: 600, textContent: JSON.stringify(figures) });
  function uPlot(opts: { axes: AxisOpts[] }, data: number[][], el: { id: string }) {
    drawn[el.id] = opts.axes[0]!.values(null, data[0]!);
  }
  uPlot.paths = { bars: () => null };
  runInNewContext(DASHBOARD_SCRIPT, {
    document: { getElementById: element },
    window: { uPlot, addEventListener: () => undefined },
    uPlot,
  });
  return drawn;
}

describe('the dashboard charts script', () => {
  it('names each service on two lines of whole words, with an ellipsis only past two', () => {
    const labels = xLabels({
      periods: [{ start: '2026-11-23', bookings: 1, revenueBookedCents: 100 }],
      services: [
        { name: 'Built 2000 or later', count: 3 },
        { name: 'Radon', count: 1 },
        { name: 'Wood-Destroying Insect (Pest) Inspection', count: 2 },
      ],
    });
    expect(labels['chart-services']).toEqual([
      'Built 2000 or\nlater',
      'Radon',
      'Wood-Destroying\nInsect (Pest)\u2026',
    ]);
    expect(labels['chart-bookings']).toEqual(['11-23']);
  });
});
