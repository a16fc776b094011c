// The alert mails, as plain text and HTML: an alert's digest of new tenders, and the changes to saved tenders.
// Every value that comes from a notice or a user is escaped in the HTML part; links are the app's own.
import type { MailMessage } from '@/lib/mail';
import type { ChangeLine } from './changes';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One tender of a digest, its facts already in words. */
export interface DigestTender {
  title: string;
  /** The title's language (ISO 639-1), for the HTML lang attribute. */
  lang: string;
  buyer: string | null;
  country: string;
  /** '12 March 2026, 12:00 UTC+01:00', and '14 days left'. */
  deadline: { text: string; left: string } | null;
  /** '€1,200,000' or 'Not given'. */
  value: string;
  /** 'LOT-0002 “Electrical works”', when the alert counts lots and one matched. */
  lot: string | null;
  url: string;
}

/** The links every alert mail carries at its foot. */
export interface MailLinks {
  /** The page the mail is about (the alert's matches, or the alerts page). */
  pageUrl: string;
  manageUrl: string;
  /** The confirmation page of the signed unsubscribe link. */
  unsubscribeUrl: string;
  /** RFC 8058 one-click endpoint (POST), for the List-Unsubscribe header. */
  oneClickUrl: string;
}

export interface DigestMail {
  to: string;
  productName: string;
  alertName: string;
  filters: readonly string[];
  tenders: readonly DigestTender[];
  /** Matches beyond those listed. */
  more: number;
  links: MailLinks;
}

export interface WatchedTenderChanges {
  title: string;
  lang: string;
  url: string;
  notices: readonly {
    /** 'Change notice of 3 March 2026 (correction by the buyer)'. */
    heading: string;
    lines: readonly ChangeLine[];
  }[];
}

export interface ChangesMail {
  to: string;
  productName: string;
  tenders: readonly WatchedTenderChanges[];
  links: MailLinks;
}

/** RFC 2369 and RFC 8058 headers: mail clients offer "unsubscribe", and a POST to the link unsubscribes at once. */
function listHeaders(links: MailLinks, listName: string, host: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${listName.replace(/["\\\r\n]/g, '')} <alerts.${host}>`,
  };
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/** Text for a subject line: one line, not too long (titles run to hundreds of characters). */
function subjectPart(text: string, max = 100): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
  `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;background:#ffffff">` +
  `<div style="max-width:640px;margin:0 auto">${body}</div></body></html>`;

function footerText(links: MailLinks, reason: string): string {
  return `${reason}\nChange or pause your alerts: ${links.manageUrl}\nStop these emails: ${links.unsubscribeUrl}\n`;
}

function footerHtml(links: MailLinks, reason: string): string {
  return (
    `<hr style="border:none;border-top:1px solid #d9dee3;margin:24px 0">` +
    `<p style="font-size:13px;color:#52606d">${escapeHtml(reason)}<br>` +
    `<a href="${escapeHtml(links.manageUrl)}" style="color:#1d4ed8">Change or pause your alerts</a> · ` +
    `<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#1d4ed8">Stop these emails</a></p>`
  );
}

function tenderText(tender: DigestTender, index: number): string {
  const lines = [
    `${index + 1}. ${tender.title}`,
    `   ${[tender.buyer, tender.country].filter(Boolean).join(' · ')}`,
    tender.deadline ? `   Deadline: ${tender.deadline.text} (${tender.deadline.left})` : '   Deadline: not given',
    `   Estimated value: ${tender.value}`,
    tender.lot ? `   Lot that matched: ${tender.lot}` : null,
    `   ${tender.url}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

function tenderHtml(tender: DigestTender): string {
  const facts = [
    [tender.buyer, tender.country]
      .filter(Boolean)
      .map((v) => escapeHtml(v!))
      .join(' · '),
    tender.deadline
      ? `Deadline: ${escapeHtml(tender.deadline.text)} · <strong>${escapeHtml(tender.deadline.left)}</strong>`
      : 'Deadline: not given',
    `Estimated value: ${escapeHtml(tender.value)}`,
    tender.lot ? `Lot that matched: ${escapeHtml(tender.lot)}` : null,
  ].filter(Boolean);
  return (
    `<tr><td style="padding:12px 0;border-bottom:1px solid #d9dee3">` +
    `<a href="${escapeHtml(tender.url)}" lang="${escapeHtml(tender.lang)}" style="font-size:16px;font-weight:bold;color:#1d4ed8">${escapeHtml(tender.title)}</a>` +
    `<div style="color:#52606d">${facts.join('<br>')}</div></td></tr>`
  );
}

export function digestMessage(mail: DigestMail): MailMessage {
  const total = mail.tenders.length + mail.more;
  const subject = `${plural(total, 'new tender')} for “${subjectPart(mail.alertName)}”`;
  const intro = `${total === 1 ? 'A new tender matches' : `${plural(total, 'new tender')} match`} your alert “${mail.alertName}”.`;
  const more =
    mail.more > 0
      ? `…and ${mail.more} more: ${mail.links.pageUrl}`
      : `All of this alert’s tenders: ${mail.links.pageUrl}`;
  const reason = `You get this email because of your ${mail.productName} alert “${mail.alertName}” (${mail.filters.join('; ')}).`;
  const text = [intro, mail.tenders.map(tenderText).join('\n\n'), more, footerText(mail.links, reason)].join('\n\n');
  const html = page(
    `<p>${escapeHtml(intro)}</p>` +
      `<table role="presentation" style="width:100%;border-collapse:collapse">${mail.tenders.map(tenderHtml).join('')}</table>` +
      `<p><a href="${escapeHtml(mail.links.pageUrl)}" style="color:#1d4ed8">${
        mail.more > 0 ? `See ${mail.more} more on ${escapeHtml(mail.productName)}` : 'See all of this alert’s tenders'
      }</a></p>` +
      footerHtml(mail.links, reason),
  );
  return {
    to: mail.to,
    subject,
    text,
    html,
    headers: listHeaders(mail.links, `${mail.productName} alert`, hostOf(mail.links.pageUrl)),
  };
}

function changeText(tender: WatchedTenderChanges): string {
  const notices = tender.notices.map(
    (notice) => `   ${notice.heading}\n${notice.lines.map((line) => `   - ${line.field}: ${line.text}`).join('\n')}`,
  );
  return `${tender.title}\n   ${tender.url}\n${notices.join('\n')}`;
}

function changeHtml(tender: WatchedTenderChanges): string {
  const notices = tender.notices
    .map(
      (notice) =>
        `<p style="margin:8px 0 0;color:#52606d">${escapeHtml(notice.heading)}</p><ul style="margin:4px 0;padding-left:20px">${notice.lines
          .map((line) => `<li><strong>${escapeHtml(line.field)}:</strong> ${escapeHtml(line.text)}</li>`)
          .join('')}</ul>`,
    )
    .join('');
  return (
    `<div style="padding:12px 0;border-bottom:1px solid #d9dee3">` +
    `<a href="${escapeHtml(tender.url)}" lang="${escapeHtml(tender.lang)}" style="font-size:16px;font-weight:bold;color:#1d4ed8">${escapeHtml(tender.title)}</a>` +
    `${notices}</div>`
  );
}

export function changesMessage(mail: ChangesMail): MailMessage {
  const [only] = mail.tenders;
  const subject =
    mail.tenders.length === 1 && only
      ? `Changed: “${subjectPart(only.title)}”`
      : `${mail.tenders.length} saved tenders changed`;
  const intro =
    mail.tenders.length === 1
      ? 'A tender you saved has changed. What the new notice says:'
      : `${mail.tenders.length} tenders you saved have changed. What the new notices say:`;
  const reason = `You get this email because you saved these tenders on ${mail.productName}.`;
  const text = [intro, mail.tenders.map(changeText).join('\n\n'), footerText(mail.links, reason)].join('\n\n');
  const html = page(
    `<p>${escapeHtml(intro)}</p>${mail.tenders.map(changeHtml).join('')}${footerHtml(mail.links, reason)}`,
  );
  return {
    to: mail.to,
    subject,
    text,
    html,
    headers: listHeaders(mail.links, `${mail.productName} saved tenders`, hostOf(mail.links.pageUrl)),
  };
}
