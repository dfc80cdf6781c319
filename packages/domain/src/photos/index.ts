export * from './match-photo';
