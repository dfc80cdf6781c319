/** The shared validators' messages (spec §5), word for word. */
export const MESSAGES = {
  required: 'This field is required',
  email: 'This value is not a valid email address',
  phone: 'This value is not a valid phone number',
  match: "This value doesn't match",
  atLeastOne: 'Requires at least 1 item',
  min: (n: number): string => `This value must be at least ${n}`,
  oneOf: (list: ReadonlyArray<string | number>): string => `This value must be one of ${list.join(', ')}`,
} as const;
