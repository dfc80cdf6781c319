import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DownloadLink, Storage } from './storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, ...); unset means AWS itself. */
  endpoint: string | null;
  /** Both or neither: without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Put in front of every key, so one bucket can hold several installations. */
  prefix: string;
  /**
   * Where browsers reach the store, for the presigned download links (STORAGE_S3_PUBLIC_ENDPOINT). Null with an
   * `endpoint`: that one may answer the servers only, so downloads keep going through the API; null without
   * one (AWS): the bucket's own public address.
   */
  publicEndpoint: string | null;
}

const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** S3-compatible object storage behind the same interface as the local folder. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  /** Signs download links for the address browsers reach (a signature covers the host); null when there is none. */
  private readonly linkClient: S3Client | null;

  constructor(private readonly config: S3StorageConfig) {
    const clientFor = (endpoint: string | null) =>
      new S3Client({
        region: config.region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
      });
    this.client = clientFor(config.endpoint);
    this.linkClient = config.publicEndpoint ? clientFor(config.publicEndpoint) : config.endpoint ? null : this.client;
  }

  private key(key: string): string {
    // The same rule as the local folder: a key never climbs out of its place.
    if (key.split('/').some((part) => part === '..' || part === '') || key.includes('\\')) throw new Error(`Invalid storage key: ${key}`);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.key(key), Body: data }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(key) }));
  }

  /**
   * A presigned GET of one object (signed here, no request to the store), answered by the store with the
   * given name and type; null when browsers cannot reach the store (no public endpoint).
   */
  async downloadLink(key: string, link: DownloadLink): Promise<string | null> {
    if (!this.linkClient) return null;
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key), ResponseContentDisposition: link.contentDisposition, ResponseContentType: link.contentType });
    return getSignedUrl(this.linkClient, command, { expiresIn: link.seconds });
  }

  close(): void {
    this.client.destroy();
    if (this.linkClient !== this.client) this.linkClient?.destroy();
  }
}
