// The card form's rules (issue 7, 18): a subpath of its own, like the staff entry, so that only the
// review page's chunk carries them and not every customer page, which share the main entry as one module.
export * from './checkout/card';
