// The portal's e-mails in Italian and English. Texts live in messages/*.json
// (namespace `emails`, and an area's own namespace for its notices) like
// every other string a person reads; this file only lays them out as plain
// text and as simple, escaped HTML.
import { type Locale, formatMessage, messagesOf } from '../i18n';
import type { MailMessage } from './mailer';

export type EmailKind = 'passwordReset' | 'invitation' | 'staffInvitation' | 'emailConfirmation' | 'accountLinked' | 'emailChanged';

interface EmailTexts {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

type Catalogue = { emails: Record<EmailKind, EmailTexts> & { greeting: string; signature: string; linkFallback: string } };
/** The e-mail texts of a language, held to the shape the templates read. */
const catalogueOf = (locale: Locale): Catalogue => messagesOf(locale);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface EmailInput {
  kind: EmailKind;
  locale: Locale;
  to: string;
  /** who is greeted: the username */
  name: string;
  /** the single-use link, built from PUBLIC_BASE_URL */
  link: string;
  /** e.g. the agency a customer signed up with */
  params?: Record<string, string | number>;
}

/** An e-mail already worded: paragraphs before the button, right after it, and after the link written out. */
export interface LaidOutEmail {
  locale: Locale;
  to: string;
  name: string;
  subject: string;
  before: readonly string[];
  action: string;
  link: string;
  afterButton?: readonly string[];
  after?: readonly string[];
}

/** The one layout of every e-mail: greeting, text, a button with its link, the link written out, signature. */
export function layoutEmail({ locale, to, name, subject, before, action, link, afterButton = [], after = [] }: LaidOutEmail): MailMessage {
  const { emails } = catalogueOf(locale);
  const values = { name, app: messagesOf(locale).metadata.title };
  const f = (template: string) => formatMessage(template, values, locale);
  const paragraphs = [...before, ...afterButton, ...after];
  const text = [f(emails.greeting), '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${link}`, '', f(emails.signature)].join('\n');
  const safeLink = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">`,
    `<p>${escapeHtml(f(emails.greeting))}</p>`,
    ...before.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${safeLink}" style="display:inline-block;background:#0891b2;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    ...afterButton.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p style="font-size:12px;color:#475569">${escapeHtml(f(emails.linkFallback))}<br>${safeLink}</p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(f(emails.signature))}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function renderEmail({ kind, locale, to, name, link, params = {} }: EmailInput): MailMessage {
  const texts = catalogueOf(locale).emails[kind];
  const values = { ...params, name, app: messagesOf(locale).metadata.title };
  const f = (template: string) => formatMessage(template, values, locale);
  return layoutEmail({
    locale,
    to,
    name,
    subject: f(texts.subject),
    before: [f(texts.intro)],
    action: f(texts.action),
    link,
    afterButton: [f(texts.expiry)],
    after: [f(texts.ignore)],
  });
}
