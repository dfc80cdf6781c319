/** The demo data of DESIGN §6; e2e journeys and docs rely on these exact values. */
export const DEMO = {
  systemAdmin: { email: 'admin@shutterday.test', password: 'Admin-demo-2026!', name: 'Avery Admin' },
  studioAdmin: { email: 'studio@shutterday.test', password: 'Studio-demo-2026!', name: 'Sam Studio' },
  studio: { name: 'Demo Photo Co', slug: 'demo', accessCode: 'DEMO2026' },
  parentEmail: 'parent@shutterday.test',
  orderNumber: 100001,
} as const;

export const FIRST_NAMES = [
  'Ava', 'Liam', 'Mia', 'Noah', 'Emma', 'Oliver', 'Sofia', 'Elijah', 'Isla', 'Lucas', 'Amara', 'Mateo', 'Zoe', 'Ethan', 'Chloe',
  'Leo', 'Aria', 'Kai', 'Nora', 'Theo', 'Maya', 'Jonah', 'Lena', 'Omar', 'Ruby', 'Hugo', 'Ivy', 'Felix', 'Hana', 'Diego', 'Priya', 'Sam',
];
export const LAST_NAMES = [
  'Johnson', 'Garcia', 'Nguyen', 'Smith', 'Patel', 'Brown', 'Kim', 'Lopez', 'Okafor', 'Miller', 'Rossi', 'Chen', 'Davis', 'Haddad',
  'Wilson', 'Novak', 'Martin', 'Silva', 'Clark', 'Ito', 'Moore', 'Khan', 'Taylor', 'Adams', 'Baker', 'Reyes', 'Young', 'Singh', 'Hall', 'Ward',
];
