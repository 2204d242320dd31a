import { createHash, createHmac } from 'node:crypto';

/** The feed's token for one version of the link; the same every time it is asked for. */
export const feedToken = (secret: string, userId: string, version: number) =>
  createHmac('sha256', secret).update(`calendar-feed:${userId}:${version}`).digest('base64url');

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
