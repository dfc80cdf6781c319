// The product renderer's surface for the rest of the server (docs/print.md "Prints"). The rules of what
// goes where are in @shutterday/domain/staff (describePrint); this module only loads and draws.
export { drawPrint, MissingPrintSourceError, type DrawOptions, type PrintFormat, type PrintSources } from './draw-print';
export { loadPrintRequest, photoSizes, storagePrintSources, type LoadedPrintRequest, type PhotoSize, type PrintChoices } from './print-sources';
export { previewDpiOf, renderPrintFile, renderPrintPreview, type PreviewOptions, type RenderedPrint } from './render-print';
export { PRINT_FONT, PRINT_FONT_FILE } from './text-layer';
