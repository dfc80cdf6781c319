import type { FastifyInstance } from 'fastify';
import { studiosRepository } from '../../modules/studios/repositories/studios';
import type { MailMessage } from './mailer';

/** What a parent's e-mail shows of the studio it comes from. */
export interface StudioBrand {
  name: string;
  /** As stored: this server's own `/api/customer/studio-logos/…` path, an external https address, or none. */
  logoUrl: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
const LINK = /(https?:\/\/[^\s<>"']+)/g;

/**
 * The logo's address as a mail client must load it: absolute. A mail is read far from the site, so a path of this
 * server gets the public URL in front; anything that is not http(s) is left out rather than sent.
 */
export function logoAddress(publicUrl: string, logoUrl: string | null): string | null {
  if (!logoUrl) return null;
  if (logoUrl.startsWith('/') && !logoUrl.startsWith('//')) return `${publicUrl}${logoUrl}`;
  return /^https?:\/\//.test(logoUrl) ? logoUrl : null;
}

/** One line of the plain text as HTML: escaped, its web addresses made links. */
function lineHtml(line: string): string {
  return line
    .split(LINK)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * A message to a parent in the studio's name. The plain-text part opens with the studio's name and signs with it;
 * the HTML part carries the same words under the studio's logo (its name as a heading when it has none), so the
 * two parts never say different things.
 */
export function inStudioName(publicUrl: string, brand: StudioBrand, message: Omit<MailMessage, 'html'>): MailMessage {
  const text = `${brand.name}\n\n${message.text.trimEnd()}\n\n— ${brand.name}\n`;
  const logo = logoAddress(publicUrl, brand.logoUrl);
  const name = escapeHtml(brand.name);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" style="max-height:64px;max-width:240px">`
    : `<h1 style="font-size:20px;margin:0">${name}</h1>`;
  const body = message.text
    .trimEnd()
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">`,
    `<div style="margin-bottom:16px">${header}</div>`,
    body,
    `<p>— ${name}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: message.to, subject: message.subject, text, html, ...(message.headers ? { headers: message.headers } : {}) };
}

/** Sends a parent's e-mail in the name of the studio `studioId` (its logo in the HTML part, its name in both). */
export async function sendAsStudio(app: FastifyInstance, studioId: number, message: Omit<MailMessage, 'html'>): Promise<void> {
  const studio = await studiosRepository.findById(app.db, studioId);
  await app.mailer.send(studio ? inStudioName(app.config.linkBase, studio, message) : message);
}
