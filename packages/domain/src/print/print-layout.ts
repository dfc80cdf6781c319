/** Camera cards are printed on US Letter, two across and four down, so a page holds eight. */
export const CAMERA_CARD_GRID = { columns: 2, rows: 4 } as const;
export const CAMERA_CARDS_PER_PAGE = CAMERA_CARD_GRID.columns * CAMERA_CARD_GRID.rows;

/** The pages of a job's camera cards: a card per subject and one per group (its group photo card). */
export function cameraCardPageCount({ subjectCount, groupCount }: { subjectCount: number; groupCount: number }): number {
  return Math.ceil((subjectCount + groupCount) / CAMERA_CARDS_PER_PAGE);
}

/** The roster prints subjects without a group under this heading, after the groups. */
export const UNGROUPED_ROSTER_HEADING = 'No group';
