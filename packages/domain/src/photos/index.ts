export * from './match-photo';
export * from './watermark';
export * from './keyframe-runs';
