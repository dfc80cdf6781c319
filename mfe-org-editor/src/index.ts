// Async boundary: the shared singletons are negotiated before any module that imports them runs
// (DESIGN §3, never `eager`).
void import('./bootstrap');
