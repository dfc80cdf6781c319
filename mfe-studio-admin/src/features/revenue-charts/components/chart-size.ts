/** The revenue chart's plot height: the page keeps this room while the chart's code loads, so nothing below it moves. */
export const CHART_HEIGHT = 240;
