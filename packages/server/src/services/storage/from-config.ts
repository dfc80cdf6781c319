import type { AppConfig } from '../../config';
import { S3Storage } from './s3-storage';
import { LocalStorage, type Storage } from './storage';

/** The storage the configuration names: the S3-compatible bucket when STORAGE_S3_* is set, else the local folder. */
export function storageFromConfig(config: AppConfig): Storage & { close?: () => void } {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.storageDir);
}
