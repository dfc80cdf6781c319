import { formatUsd, type StudioEarnedTotals } from '@shutterday/domain';
import { MoneyFigureNote } from '@shutterday/ui';
import { Card, Col, Row, Statistic } from 'antd';

/** The studio's revenue (spec §3 paid totals; domain `revenueCents`): all time, this calendar month, this calendar week. */
export function EarnedTotalsCards({ totals }: { totals: StudioEarnedTotals }) {
  const figures: [string, number][] = [
    ['Total', totals.total],
    ['This month', totals.thisMonth],
    ['This week', totals.thisWeek],
  ];
  return (
    <>
    <Row gutter={[16, 16]}>
      {figures.map(([label, cents]) => (
        <Col xs={24} sm={8} key={label}>
          {/* A named group lets assistive tech (and tests) tie each amount to its label. */}
          <Card role="group" aria-label={label}>
            <Statistic title={label} value={formatUsd(cents)} />
          </Card>
        </Col>
      ))}
    </Row>
    <MoneyFigureNote figures={['revenue']} />
    </>
  );
}
