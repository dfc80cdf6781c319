import { figureLegend, type MoneyFigure } from '@shutterday/domain/staff';
import { Typography } from 'antd';

/** The definition of each money figure a page shows, under it, in the domain's words (one definition everywhere). */
export function MoneyFigureNote({ figures }: { figures: readonly MoneyFigure[] }) {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
      {figures.map((figure) => `${figureLegend(figure)}.`).join(' ')}
    </Typography.Paragraph>
  );
}
