import type { RevenuePeriod } from '@shutterday/domain/staff';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_HEIGHT as HEIGHT } from './chart-size';

/** The first day of a period as its axis label: 09/06 for a week, Sep 2026 for a month. */
const label = (period: RevenuePeriod, by: 'week' | 'month') => {
  const [month, day, year] = period.start.split('/');
  return by === 'week' ? `${month}/${day}` : new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/**
 * The chart itself (uPlot on a canvas, loaded only with the pages that chart): revenue kept per period as
 * bars, refunds as a line. The figures are also in the table beside it, which is what assistive tech reads.
 */
export default function RevenueChartCanvas({ periods, by }: { periods: RevenuePeriod[]; by: 'week' | 'month' }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const x = periods.map((_, index) => index);
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(periods.length - 0.5, 0.5)] } },
        axes: [
          { splits: () => x, values: (_chart, splits) => splits.map((index) => (periods[index] ? label(periods[index], by) : '')) },
          { values: (_chart, ticks) => ticks.map((dollars) => `$${dollars.toLocaleString('en-US')}`), size: 70 },
        ],
        series: [
          {},
          { label: 'Revenue', stroke: '#1677ff', fill: 'rgba(22, 119, 255, 0.55)', paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } },
          { label: 'Refunded', stroke: '#d4380d', width: 2 },
        ],
      },
      [x, periods.map((period) => period.product / 100), periods.map((period) => period.refunded / 100)],
      element,
    );
    // Phones rotate and windows resize: the chart follows its box.
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [periods, by]);
  return <div ref={box} aria-hidden="true" style={{ width: '100%', minHeight: HEIGHT }} />;
}
