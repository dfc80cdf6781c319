export * from './match-photo';
export * from './watermark';
