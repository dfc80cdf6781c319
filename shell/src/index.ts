import { FIRST_PAINT_ID } from '@shutterday/ui/first-paint';

// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};

// A page the server sent with a first paint shows it before the app's code starts downloading and
// running: the browser paints at the next frame, and the app starts just after it (on a slow phone the
// app's first work would otherwise hold that paint back). A tab opened in the background paints no
// frame, hence the timer.
if (document.getElementById(FIRST_PAINT_ID)) {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
} else {
  start();
}
