/** `profile`: the system administrator's own name, e-mail and password. */
export { ProfilePage as default } from '@shutterday/ui';
