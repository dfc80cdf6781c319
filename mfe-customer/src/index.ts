// Async boundary: the shared singletons (react, router, react-query …) are negotiated with the
// federation runtime before any module that imports them runs (DESIGN §3, never `eager`).
void import('./bootstrap');
