/**
 * The words at the top of the pages a parent lands on most: the pages render them, and so does their
 * first paint (first-paint/first-paint-templates.ts), which must read the same.
 */
export const PAGE_TEXT = {
  landingLead: 'Choose your school or team event to find your photos and order.',
  searchTitle: 'Find your photos',
  searchLead: "Enter the access code from your picture-day card, or your child's first and last name.",
  selectSubjectTitle: 'Choose a child',
  cartTitle: 'Your cart',
  footer: 'Online ordering by Shutterday',
} as const;
