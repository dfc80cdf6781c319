// What the rest of the server uses of watermarks: the mark that applies to a studio's photos.
export { studioMark } from './services/applied-mark';
