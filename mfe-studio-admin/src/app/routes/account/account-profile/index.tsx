/** `profile`: the signed-in user's name, e-mail and password. */
export { ProfilePage as default } from '@shutterday/ui';
